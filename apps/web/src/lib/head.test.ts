import { describe, expect, it } from 'vitest';
import { applyHead, headHtml, snippet, type ScreenHead } from './head';

/** A name a voice actor could type: markup, quotes and a script end inside. */
const tricky = `Zoë "Z" O'Neil </script><script>alert(1)</script> & co`;

const head: ScreenHead = {
  title: `${tricky}, voice actor | VoiceMarket`,
  description: `${tricky} records in English.`,
  canonicalPath: '/voice-actor/7',
  jsonLd: { '@context': 'https://schema.org', '@type': 'Person', name: tricky },
};

/** The server's head as a browser parses it. */
function parsed(html: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head>${html}</head><body></body></html>`,
    'text/html',
  );
}

describe('the page head', () => {
  it('the server writes what the user typed as text: nothing runs, everything reads back the same', () => {
    const document = parsed(headHtml(head, new URL('https://voicemarket.example/vodb/7?x=1')));
    expect(document.title).toBe(head.title);
    expect(document.querySelectorAll('script')).toHaveLength(1);
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(JSON.parse(jsonLd)).toEqual(head.jsonLd);
    expect(document.querySelector('meta[name=description]')?.getAttribute('content')).toBe(head.description);
    expect(document.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://voicemarket.example/voice-actor/7',
    );
  });

  it('a page without a canonical path is its own path, without the query; a 404 is not indexed', () => {
    const url = new URL('https://castvoices.example/category/narration?page=2');
    const page = parsed(headHtml({ title: 'Narration' }, url));
    expect(page.querySelector('link[rel=canonical]')?.getAttribute('href')).toBe(
      'https://castvoices.example/category/narration',
    );
    const missing = parsed(headHtml({ title: '404 Error Page Not Found', noindex: true }, url));
    expect(missing.querySelector('meta[name=robots]')?.getAttribute('content')).toBe('noindex');
    expect(missing.querySelector('link[rel=canonical]')).toBeNull();
  });

  it('after a navigation the next page’s head replaces the last one’s, the app’s own tags stay', () => {
    const document = parsed(`<meta charset="utf-8"><title>Old</title>`);
    const url = new URL('https://voicemarket.example/voice-actor/7');
    applyHead(document, head, url);
    applyHead(document, { title: 'Search | VoiceMarket' }, new URL('https://voicemarket.example/search'));
    expect(document.title).toBe('Search | VoiceMarket');
    expect(document.querySelector('meta[charset]')).not.toBeNull();
    expect(document.querySelector('meta[name=description]')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
    expect(
      [...document.querySelectorAll('link[rel=canonical]')].map((link) => link.getAttribute('href')),
    ).toEqual(['https://voicemarket.example/search']);
  });

  it('a description is cut to a search snippet at a word', () => {
    const long = `${'Warm, friendly narrator for e-learning and explainers. '.repeat(5)}End.`;
    const cut = snippet(long);
    expect(cut.length).toBeLessThanOrEqual(160);
    expect(cut.endsWith('…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(snippet('  Short   text. ')).toBe('Short text.');
  });
});
