import {
  createApiClient,
  createMemoryTokenStorage,
  setDefaultApiClient,
  type ProviderSummary,
} from '@vo/sdk';
import { createMockApi, errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { mainTheme } from '@vo/ui';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { SearchBox } from './SearchBox';
import { readSearchLocation, searchHref, searchProvidersParams } from './searchUrl';

const maria: ProviderSummary = {
  id: 4821,
  user_id: 9310,
  user: { username: 'maria.lopez.vo', name: 'Maria Lopez' },
  picture: null,
  location: { country_code: 'ES', country_name: 'Spain', region: null, city: 'Madrid' },
  membership: 'Premium',
};

const spanish = { id: 31, name: 'Spanish', slug: 'spanish', group: 'languages', parent_id: null } as const;
const spanishAccent = {
  id: 77,
  name: 'Spanish (Castilian) accent',
  slug: 'castilian',
  group: 'accents',
  parent_id: null,
} as const;

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** The box on a page of its own, against the typed mock API; the address shows where it leads. */
async function renderBox(api: MockAnswers) {
  const mock = createMockApi(api, { base: 'https://app.test/api', unanswered: 'notFound' });
  setDefaultApiClient(
    createApiClient({
      baseUrl: 'https://app.test/api',
      tokens: createMemoryTokenStorage(),
      fetch: mock.fetch,
    }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <main className={mainTheme}>
            <SearchBox />
            <Where />
          </main>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  await render(<RouterProvider router={router} />);
  return { mock, address: () => page.getByRole('status', { name: 'Address' }) };
}

/** What the box announces to a screen reader (and shows in its list). */
const announcement = () => page.getByRole('search').getByRole('status');
const box = () => page.getByRole('combobox', { name: 'Search voice actors' });

describe('SearchBox', () => {
  it('suggests search terms and voice actors; a term opens the search filtered on it', async () => {
    const { mock, address } = await renderBox({
      searchAttributes: [spanish, spanishAccent],
      suggestProviders: [maria],
    });
    await userEvent.type(box(), 'span');
    await expect.element(page.getByRole('option', { name: /Spanish\s*Language/ })).toBeVisible();
    await expect
      .element(page.getByRole('option', { name: /Maria Lopez\s*Voice actor · Madrid, Spain/ }))
      .toBeVisible();
    expect(mock.calls('searchAttributes').at(-1)?.url).toBe('/api/attributes/search?text=span&size=4');
    expect(mock.calls('suggestProviders').at(-1)?.url).toBe('/api/providers/suggest?text=span&size=5');
    // The keyboard alone: down past the end wraps to the first, Enter picks it.
    await userEvent.keyboard('{ArrowUp}{ArrowDown}{Enter}');
    await expect.element(address()).toHaveTextContent('/search?languages=31');
  });

  it('opens the profile of the voice actor picked', async () => {
    const { address } = await renderBox({ searchAttributes: [], suggestProviders: [maria] });
    await userEvent.type(box(), 'maria');
    await userEvent.click(page.getByRole('option', { name: /Maria Lopez/ }));
    await expect.element(address()).toHaveTextContent('/voice-actor/4821');
  });

  it('searches the free text on Enter when no suggestion is chosen', async () => {
    const { address } = await renderBox({ searchAttributes: [], suggestProviders: [] });
    await userEvent.type(box(), 'warm narrator');
    await expect
      .element(announcement())
      .toHaveTextContent('No suggestions: press Enter to search for this text');
    await userEvent.keyboard('{Enter}');
    await expect.element(address()).toHaveTextContent('/search?q=warm+narrator');
  });

  it('keeps the voice actors when the terms fail, and says so when both fail', async () => {
    await renderBox({
      searchAttributes: ({ reply }) => reply(503, errorBody('ServiceUnavailableError', 'Not yet.')),
      suggestProviders: ({ url, reply }) =>
        url.searchParams.get('text') === 'maria' ? [maria] : reply(400, errorBody('ValidationError', 'No.')),
    });
    await userEvent.type(box(), 'maria');
    await expect.element(page.getByRole('option', { name: /Maria Lopez/ })).toBeVisible();
    await userEvent.clear(box());
    await userEvent.type(box(), 'zz');
    await expect.element(announcement()).toHaveTextContent('Suggestions could not be loaded');
    // What was typed stays.
    await expect.element(box()).toHaveValue('zz');
  });
});

describe('the search address', () => {
  it('writes the text in q, the page in page and each filter as a repeated key', () => {
    const href = searchHref({ q: ' warm  narrator ', languages: [12, 14], filters: [77], page: 2 });
    expect(href).toBe('/search?q=warm++narrator&languages=12&languages=14&filters=77&page=2');
    const back = readSearchLocation(new URL(href, 'https://x.test').searchParams);
    expect(back).toEqual({ q: 'warm  narrator', languages: [12, 14], filters: [77], page: 2 });
    expect(searchProvidersParams(back)).toEqual({
      keywords: 'warm  narrator',
      languages: '12,14',
      filters: '77',
      page: 2,
    });
  });

  it('leaves out what a hand-edited address cannot mean', () => {
    const params = new URLSearchParams(
      'q=&page=0&languages=abc&languages=12&languages=12&service=radio&filters=99999999999',
    );
    expect(readSearchLocation(params)).toEqual({ languages: [12] });
    expect(searchHref({})).toBe('/search');
  });
});
