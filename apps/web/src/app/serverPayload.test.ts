import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { deserializeQueryData, serializeQueryData } from './serverPayload';

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
