// Tells a database that cannot be reached right now (down, restarting, out of
// connections, locked) from a fault in the service, so the former can answer 503 and
// be retried while the latter stays a 500 that someone has to look at.

// Node's network errors while connecting to or talking with PostgreSQL.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

// PostgreSQL's own: class 08 (connection exception), shutting down, starting up, too many
// connections, and SQLite's locked database.
const DATABASE_CODES = /^(08...|57P0[1-3]|53300|SQLITE_BUSY.*|SQLITE_LOCKED.*)$/;

// pg's own messages when a connection ends under a query or none can be had in time.
const DRIVER_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection closed)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || DATABASE_CODES.test(code))) {
    return true;
  }
  if (DRIVER_MESSAGES.test(error.message)) return true;
  return error.cause !== undefined && error.cause !== error && isDatabaseUnavailable(error.cause);
}
