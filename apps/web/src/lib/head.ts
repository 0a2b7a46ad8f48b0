import { errorPageDefaults, errorPageTitle } from '@vo/ui';
import type { Site } from './brand';
import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page says about itself in the document head: its title, the description search engines
 * show, its one canonical address, and its schema.org data. A screen slot's `head` gives it; the
 * server writes it into the HTML, the shell keeps `document.head` in step after each navigation.
 */
export interface ScreenHead {
  readonly title: string;
  /** The snippet a search engine shows under the title (a sentence or two). @default none */
  readonly description?: string;
  /** The page's one address, when it has others (`/vodb/2` is `/voice-actor/2`). @default the path */
  readonly canonicalPath?: string;
  /** schema.org data, written as JSON-LD (`{ '@context': 'https://schema.org', '@type': ... }`). @default none */
  readonly jsonLd?: Readonly<Record<string, unknown>>;
  /** Keeps the page out of search indexes (the 404 page). @default false */
  readonly noindex?: boolean;
}

/** The head of a page whose screen gives none: the brand's name. */
export const siteHead = (site: Site): ScreenHead => ({ title: site.name });

/** The 404 page's head: the error page's own title (spec section 8), never indexed. */
export const notFoundHead = (): ScreenHead => ({
  title: errorPageTitle(404, errorPageDefaults(404).message),
  noindex: true,
});

/** Cuts a text to a search snippet's length at a word boundary. */
export function snippet(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}

/** The head elements the app manages, marked so the client finds the ones the server wrote. */
export const HEAD_MARK = 'data-vo-head';

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0).toString()};`);

/** JSON that is safe inside a `<script>` element: no `</script>`, no `<!--`, no line separators. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The canonical URL of a page at `url` (its path without the query, or the head's own path). */
export const canonicalUrl = (head: ScreenHead, url: URL): string =>
  new URL(head.canonicalPath ?? url.pathname, url.origin).href;

/** The head as HTML, for the server's render (the title and the marked elements). */
export function headHtml(head: ScreenHead, url: URL): string {
  const tags = [`<title>${escapeHtml(head.title)}</title>`];
  if (head.description !== undefined) {
    tags.push(`<meta name="description" content="${escapeHtml(head.description)}" ${HEAD_MARK}>`);
  }
  if (head.noindex === true) tags.push(`<meta name="robots" content="noindex" ${HEAD_MARK}>`);
  else tags.push(`<link rel="canonical" href="${escapeHtml(canonicalUrl(head, url))}" ${HEAD_MARK}>`);
  if (head.jsonLd !== undefined) {
    tags.push(`<script type="application/ld+json" ${HEAD_MARK}>${scriptJson(head.jsonLd)}</script>`);
  }
  return tags.join('\n    ');
}

/** Writes the head into the page's document (after a navigation): replaces what was marked before. */
export function applyHead(document: Document, head: ScreenHead, url: URL): void {
  document.title = head.title;
  for (const element of document.head.querySelectorAll(`[${HEAD_MARK}]`)) element.remove();
  const add = (tag: string, attributes: Record<string, string>, text?: string) => {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    element.setAttribute(HEAD_MARK, '');
    if (text !== undefined) element.textContent = text;
    document.head.append(element);
  };
  if (head.description !== undefined) add('meta', { name: 'description', content: head.description });
  if (head.noindex === true) add('meta', { name: 'robots', content: 'noindex' });
  else add('link', { rel: 'canonical', href: canonicalUrl(head, url) });
  if (head.jsonLd !== undefined) add('script', { type: 'application/ld+json' }, JSON.stringify(head.jsonLd));
}

/** What a screen's `head` is computed from: the route's params and address, the cache, the brand. */
export interface HeadArgs {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly url: URL;
  readonly queryClient: QueryClient;
  readonly site: Site;
}

/** A page's title with the brand after it, as every page shows it. */
export const branded = (title: string, site: Site): string => `${title} | ${site.name}`;
