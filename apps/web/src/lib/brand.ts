import type { Brand } from '@vo/ui';

/** Where the app runs: production, the sandbox, or a developer's machine. */
export const ENVIRONMENTS = ['prod', 'sandbox', 'local'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export interface Site {
  readonly brand: Brand;
  readonly environment: Environment;
  /** The brand's name as shown in the top bar, the logo and document titles. */
  readonly name: string;
}

/** The brands' names. */
export const BRAND_NAMES: Record<Brand, string> = { main: 'VoiceMarket', second: 'CastVoices' };

/**
 * Hostname -> brand and environment. docs/web.md documents this table: `second.localhost` shows the
 * second brand on a developer's machine (Chromium and Firefox resolve any *.localhost to loopback).
 */
export const SITES: Readonly<Record<string, Omit<Site, 'name'>>> = {
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
export function siteFor(hostname: string): Site {
  const known = SITES[hostname.toLowerCase()];
  const site = known ?? { brand: 'main' as const, environment: 'sandbox' as const };
  return { ...site, name: BRAND_NAMES[site.brand] };
}
