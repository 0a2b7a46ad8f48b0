import type { Brand } from '@vo/ui';
import { siteFor as siteOfHost, type SiteOf } from '@vo/machines';

// The host table lives in @vo/machines (shared/site.ts), where the server's sign-in page reads it
// too; here it is typed with the component library's Brand, the skins the app draws.
export { BRAND_NAMES, ENVIRONMENTS, SITES } from '@vo/machines';
export type { Environment } from '@vo/machines';

export type Site = SiteOf<Brand>;

/**
 * The site for a hostname. A host the table does not know is never production: it gets the main
 * brand in the sandbox environment (a preview deployment, a tunnel).
 */
export const siteFor = (hostname: string): Site => siteOfHost(hostname);
