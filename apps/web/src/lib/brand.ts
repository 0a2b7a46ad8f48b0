// The host table lives in @vo/machines (shared/site.ts), where the server's sign-in page reads it
// too. Its brands are the component library's (the skins the app draws, `themes[site.brand]`): the
// app's type check fails where they part.
export { BRAND_NAMES, ENVIRONMENTS, SITES, siteFor } from '@vo/machines';
export type { Environment, SiteOf as Site } from '@vo/machines';
