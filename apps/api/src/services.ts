// What handlers are given: the database, configuration, a clock tests can move, file storage,
// the token secret and the live-update hub (open sockets). Built once per server.
import type { Config } from './config';
import type { Database } from './db/client';
import type { FileStorage } from './files/storage';
import type { LiveHub } from './live/hub';

export interface Services {
  db: Database;
  config: Config;
  now: () => Date;
  storage: FileStorage;
  tokenSecret: string;
  /** The open live-update sockets of this server (live/hub.ts). */
  live: LiveHub;
}
