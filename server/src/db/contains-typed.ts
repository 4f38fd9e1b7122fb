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

/**
 * The same search in a column already folded to lower case (a search text), for a word
 * folded alike: no lower() on every row, so an unindexed scan stays cheap.
 */
export function containsFolded(column: Expression<string>, folded: string): Expression<SqlBool> {
  const pattern = `%${folded.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`${column} like ${pattern} escape '\\'`;
}
