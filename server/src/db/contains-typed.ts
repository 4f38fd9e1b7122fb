// A search for what was typed, inside a text column, alike on SQLite and PostgreSQL: `%` and
// `_` are letters here (escaped, and the escape named: SQLite's LIKE has none by default),
// and a letter matches in either case (lower() on both sides: PostgreSQL's LIKE tells them
// apart, SQLite's does not).
import { sql } from 'kysely';
import type { Expression, SqlBool } from 'kysely';

export function containsTyped(column: Expression<string>, typed: string): Expression<SqlBool> {
  const pattern = `%${typed.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${column}) like ${pattern} escape '\\'`;
}
