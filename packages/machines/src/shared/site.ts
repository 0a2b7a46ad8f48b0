// Which brand and environment a hostname is (docs/web.md's host table): the app draws the brand's
// skin from it, and the server's own pages (sign-in) and mails name the brand the visitor came from.
// One table for both.

/** The marketplace's brands: the main one and the second skin. */
export const BRANDS = ['main', 'second'] as const;
export type SiteBrand = (typeof BRANDS)[number];

/** Where the app runs: production, the sandbox, or a developer's machine. */
export const ENVIRONMENTS = ['prod', 'sandbox', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface SiteOf<B extends string = SiteBrand> {
  readonly brand: B;
  readonly environment: Environment;
  /** The brand's name as shown in the top bar, the logo, document titles and the sign-in page. */
  readonly name: string;
}

/** The brands' names. */
export const BRAND_NAMES: Record<SiteBrand, string> = { main: 'VoiceMarket', second: 'CastVoices' };

/**
 * Hostname -> brand and environment. docs/web.md documents this table: `second.localhost` shows the
 * second brand on a developer's machine (Chromium and Firefox resolve any *.localhost to loopback).
 */
export const SITES: Readonly<Record<string, Omit<SiteOf, 'name'>>> = {
  'voicemarket.example': { brand: 'main', environment: 'prod' },
  'www.voicemarket.example': { brand: 'main', environment: 'prod' },
  'sandbox.voicemarket.example': { brand: 'main', environment: 'sandbox' },
  'castvoices.example': { brand: 'second', environment: 'prod' },
  'www.castvoices.example': { brand: 'second', environment: 'prod' },
  'sandbox.castvoices.example': { brand: 'second', environment: 'sandbox' },
  localhost: { brand: 'main', environment: 'local' },
  '127.0.0.1': { brand: 'main', environment: 'local' },
  '[::1]': { brand: 'main', environment: 'local' },
  'second.localhost': { brand: 'second', environment: 'local' },
};

/**
 * The site for a hostname. A host the table does not know is never production: it gets the main
 * brand in the sandbox environment (a preview deployment, a tunnel).
 */
export function siteFor(hostname: string): SiteOf {
  const known = SITES[hostname.toLowerCase()];
  const site = known ?? { brand: 'main' as const, environment: 'sandbox' as const };
  return { ...site, name: BRAND_NAMES[site.brand] };
}
