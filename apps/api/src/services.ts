// What handlers are given: the database, configuration, a clock tests can move, file storage and
// the token secret. Built once per server.
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStorage } from './files/storage';

export interface Services {
  db: Database;
  config: Config;
  now: () => Date;
  storage: FileStorage;
  tokenSecret: string;
}
