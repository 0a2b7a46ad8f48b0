// Which origins a signing-in app may be on, and where this server's own pages (sign-in, logout) are
// for it. The browser keeps a session per origin: a visitor who opened the app on one of the
// origins this server serves (SITE_ORIGINS; on a developer's machine each loopback name) signs in
// and out on that origin and is sent back there, never moved to the public address, where the app
// would not know them.
import type { Config } from '../config';

/** Origins an app may ask to be sent back to: CORS origins, the sites this server serves, the public address. */
export function appOrigins(config: Config): Set<string> {
  return new Set([...config.corsOrigins, ...config.siteOrigins, new URL(config.publicOrigin).origin]);
}

/** Where this server's sign-in and logout pages are for an app on `appOrigin`. */
export function serverOriginFor(config: Config, appOrigin: string): string {
  return config.siteOrigins.includes(appOrigin) ? appOrigin : new URL(config.publicOrigin).origin;
}
