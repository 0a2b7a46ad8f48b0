import { describe, expect, it } from 'vitest';
import { SITES, siteFor } from './brand';

describe('brand and environment by hostname', () => {
  it.each([
    ['voicemarket.example', 'main', 'prod', 'VoiceMarket'],
    ['sandbox.voicemarket.example', 'main', 'sandbox', 'VoiceMarket'],
    ['castvoices.example', 'second', 'prod', 'CastVoices'],
    ['sandbox.castvoices.example', 'second', 'sandbox', 'CastVoices'],
    ['localhost', 'main', 'local', 'VoiceMarket'],
    ['second.localhost', 'second', 'local', 'CastVoices'],
    ['SECOND.LOCALHOST', 'second', 'local', 'CastVoices'],
  ])('%s -> %s, %s', (hostname, brand, environment, name) => {
    expect(siteFor(hostname)).toEqual({ brand, environment, name });
  });

  it('an unknown host is never production', () => {
    expect(siteFor('preview-42.example.net')).toEqual({
      brand: 'main',
      environment: 'sandbox',
      name: 'VoiceMarket',
    });
  });

  it('every production host has a sandbox of the same brand', () => {
    const prodBrands = new Set(
      Object.values(SITES)
        .filter((s) => s.environment === 'prod')
        .map((s) => s.brand),
    );
    const sandboxBrands = new Set(
      Object.values(SITES)
        .filter((s) => s.environment === 'sandbox')
        .map((s) => s.brand),
    );
    expect(sandboxBrands).toEqual(prodBrands);
  });
});
