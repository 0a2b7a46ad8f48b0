import type { Database } from './client';

/**
 * Queries prepared once per database handle: their SQL is built once, and on PostgreSQL each is a
 * named statement that a connection parses and plans once. A transaction is a handle of its own,
 * so its queries run in it (and are dropped with it).
 */
export function preparedPerDatabase<T>(prepare: (db: Database) => T): (db: Database) => T {
  const byDatabase = new WeakMap<Database, T>();
  return (db) => {
    let queries = byDatabase.get(db);
    if (queries === undefined) {
      queries = prepare(db);
      byDatabase.set(db, queries);
    }
    return queries;
  };
}
