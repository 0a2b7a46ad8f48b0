import type { SQL } from 'drizzle-orm';
import type { Database } from './client';

/** Rows of a raw SQL query; node-postgres and PGlite both answer an object holding `rows`. */
export async function rawRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  // The driver boundary: the query's own SELECT list gives the row shape T.
  return (result as { rows: T[] }).rows;
}
