// The README's SDK test, as a consumer writes it (imports by package name): sign in, call, and read
// the same user through a react-query hook, here against the mock server (a real server's base URL
// and no mock server run it against the API itself). It renders with React's static prerender, so
// it needs no DOM.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getGetMeQueryKey, getMe } from '@vo/sdk/hooks';
import { createQueryWrapper, signIn, startMockServer } from '@vo/sdk/testing';
import { createElement } from 'react';
import { prerender } from 'react-dom/static';
import { afterAll, expect, it } from 'vitest';

const mock = startMockServer({ getMe: ({ generated }) => ({ ...generated(), name: 'Maria Lopez' }) });
afterAll(() => {
  mock.close();
});

it('signs in, calls the API and renders a hook', async () => {
  const { client, user } = await signIn('http://api.test/api', 'client@demo.test', 'demo-password');
  expect(user.name).toBe('Maria Lopez');
  const { data, page } = await client.unwrap(
    client.api.GET('/providers/search', { params: { query: { size: 3 } } }),
  );
  expect([data.length, page?.pageSize]).toEqual([3, 3]);

  const Name = () =>
    useSuspenseQuery({ queryKey: getGetMeQueryKey(), queryFn: () => getMe() }).data.data.name;
  const { prelude } = await prerender(createElement(createQueryWrapper(client), null, createElement(Name)));
  expect(await new Response(prelude).text()).toBe('Maria Lopez');
});
