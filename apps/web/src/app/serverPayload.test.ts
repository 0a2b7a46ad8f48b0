import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deserializeQueryData, preloadScripts, serializeQueryData } from './serverPayload';

describe('the server render’s query cache', () => {
  it('reaches the browser through JSON with the answers’ paging headers still readable', () => {
    const server = new QueryClient();
    const headers = new Headers({ 'total-pages': '7', 'current-page': '2' });
    server.setQueryData(['/providers', { page: 2 }], { data: [{ id: 1 }], status: 200, headers });

    const sent = JSON.parse(
      JSON.stringify(dehydrate(server, { serializeData: serializeQueryData })),
    ) as ReturnType<typeof dehydrate>;
    const browser = new QueryClient();
    hydrate(browser, sent, { defaultOptions: { deserializeData: deserializeQueryData } });

    const answer = browser.getQueryData<{ data: unknown; headers: Headers }>(['/providers', { page: 2 }]);
    expect(answer?.data).toEqual([{ id: 1 }]);
    expect(answer?.headers.get('total-pages')).toBe('7');
    expect(answer?.headers.get('current-page')).toBe('2');
  });
});

describe('the server-rendered screen’s scripts', () => {
  it('are linked for preloading a few per task, each once, the ones the page links already skipped', async () => {
    const page = document.implementation.createHTMLDocument('page');
    const base = page.createElement('base');
    base.href = window.location.origin;
    page.head.append(base);
    const present = page.createElement('link');
    present.rel = 'modulepreload';
    present.href = '/assets/cx-1.js';
    page.head.append(present);
    const files = ['/assets/cx-1.js', ...Array.from({ length: 9 }, (_, n) => `/assets/part-${String(n)}.js`)];
    const perTask: string[][] = [];
    const linked = () =>
      Array.from(page.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
        link.getAttribute('href'),
      );
    const nextTask = () => {
      perTask.push(linked().filter((href) => href !== null));
      return Promise.resolve();
    };

    await preloadScripts(files, nextTask, page);

    // Nine new files, two per task: the links are added over five tasks (the present one and two
    // new ones by the first yield, two more by each of the next three, the last one after them).
    expect(perTask.map((hrefs) => hrefs.length)).toEqual([3, 5, 7, 9]);
    expect(linked()).toEqual(files);
    for (const link of page.head.querySelectorAll<HTMLLinkElement>('link')) {
      if (link !== present) expect(link.crossOrigin).toBe('anonymous');
    }
  });
});
