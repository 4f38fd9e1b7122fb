// PostgreSQL may drop a pooled connection while it sits idle (a restart, an
// administrator's pg_terminate_backend), and the pool may hand it out before it has
// noticed. The first statement on a connection (BEGIN, or a lone query) then fails
// without having run, so it is safe to send again on another connection; anything
// later in a transaction is not retried and answers 503.
import { PostgresDialect } from 'kysely';
import type {
  CompiledQuery,
  DatabaseConnection,
  Driver,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { isDatabaseUnavailable } from './unavailable';

export class ReconnectingPostgresDialect extends PostgresDialect {
  constructor(
    config: ConstructorParameters<typeof PostgresDialect>[0],
    private readonly maxAttempts: number,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    return new ReconnectingDriver(super.createDriver(), this.maxAttempts);
  }
}

class FirstStatementRetry implements DatabaseConnection {
  private used = false;

  constructor(
    private readonly driver: Driver,
    /** Undefined while a replacement is being acquired (and if that fails). */
    public current: DatabaseConnection | undefined,
    private readonly maxAttempts: number,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (this.used) return this.connection().executeQuery<R>(query);
    this.used = true;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.connection().executeQuery<R>(query);
      } catch (error) {
        if (attempt >= this.maxAttempts || !isDatabaseUnavailable(error)) throw error;
        // The dead connection goes back to the pool, which discards it.
        const dead = this.connection();
        this.current = undefined;
        await this.driver.releaseConnection(dead);
        this.current = await this.driver.acquireConnection();
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    this.used = true;
    return this.connection().streamQuery<R>(query, chunkSize);
  }

  private connection(): DatabaseConnection {
    if (!this.current) throw new Error('The connection to the database was lost.');
    return this.current;
  }
}

class ReconnectingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly maxAttempts: number,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new FirstStatementRetry(
      this.inner,
      await this.inner.acquireConnection(),
      this.maxAttempts,
    );
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  savepoint: Driver['savepoint'] = (connection, name, compile) =>
    this.inner.savepoint!(connection, name, compile);

  rollbackToSavepoint: Driver['rollbackToSavepoint'] = (connection, name, compile) =>
    this.inner.rollbackToSavepoint!(connection, name, compile);

  releaseSavepoint: Driver['releaseSavepoint'] = (connection, name, compile) =>
    this.inner.releaseSavepoint!(connection, name, compile);

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    const current = (connection as FirstStatementRetry).current;
    if (current) await this.inner.releaseConnection(current);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
