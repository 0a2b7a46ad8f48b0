import { createMemoryRouter, matchPath, matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { registeredRoutes } from '../routes/table';
import { discoverFrom } from './routeDiscovery';

const loader = () => null;

/** A table shaped like the app's: a root, a pathless layout, the screens under it. */
const table = (): RouteObject[] => [
  {
    id: 'root',
    loader,
    children: [
      {
        id: 'screens',
        loader,
        children: [
          { id: 'home', path: '/', loader },
          { id: 'search', path: '/search', loader },
          { id: 'profile', path: '/voice-actor/:id', loader },
          { id: 'profileEditor', path: '/voice-actor/:id/editable', loader },
          { id: 'byName', path: '/:username', loader },
          { id: 'notFound', path: '*', loader },
        ],
      },
    ],
  },
];

const leaf = (router: ReturnType<typeof createMemoryRouter>) => router.state.matches.at(-1)?.route.id;

/** A router hydrating what the server rendered at `path`, started from the cut-down table. */
function hydratedAt(path: string, rendered: string[]) {
  const discovered = discoverFrom(table(), new Set(rendered));
  const router = createMemoryRouter(discovered.routes, {
    initialEntries: [path],
    hydrationData: { loaderData: Object.fromEntries(rendered.map((id) => [id, null])) },
    patchRoutesOnNavigation: discovered.patchRoutesOnNavigation,
  });
  router.initialize();
  return { router, discovered };
}

describe('the routes a hydrating router starts with', () => {
  it('are the rendered ones with their ancestors; the table keeps all of its own', () => {
    const routes = table();
    const { routes: initial } = discoverFrom(routes, new Set(['root', 'screens', 'search']));
    expect(initial[0]?.children?.[0]?.children?.map((route) => route.id)).toEqual(['search']);
    expect(routes[0]?.children?.[0]?.children).toHaveLength(6);
  });

  it('hydrate the rendered page as it is, without loading it again', () => {
    const { router } = hydratedAt('/voice-actor/7', ['root', 'screens', 'profile']);
    expect(router.state.initialized).toBe(true);
    expect(leaf(router)).toBe('profile');
    expect(router.state.matches.at(-1)?.params).toEqual({ id: '7' });
  });

  it('grow to the whole table at the first navigation, to an address of another route', async () => {
    const { router } = hydratedAt('/search', ['root', 'screens', 'search']);
    await router.navigate('/voice-actor/3/editable');
    expect(leaf(router)).toBe('profileEditor');
    await router.navigate('/');
    expect(leaf(router)).toBe('home');
    await router.navigate('/no/such/page');
    expect(leaf(router)).toBe('notFound');
  });

  it('grow when an address matched only through a dynamic segment: a better route may be held back', async () => {
    // At /jane the router has only /:username; /search is a better match for /search.
    const { router } = hydratedAt('/jane', ['root', 'screens', 'byName']);
    await router.navigate('/search');
    expect(leaf(router)).toBe('search');
    await router.navigate('/john');
    expect(leaf(router)).toBe('byName');
  });

  it('are given the others once', async () => {
    const { router, discovered } = hydratedAt('/search', ['root', 'screens', 'search']);
    await router.navigate('/');
    const patched: string[] = [];
    await discovered.patchRoutesOnNavigation({
      signal: new AbortController().signal,
      path: '/',
      matches: [],
      fetcherKey: undefined,
      patch: (id) => patched.push(String(id)),
    });
    expect(patched).toEqual([]);
  });
});

describe('the app’s table, for routes found after the rendered one', () => {
  it('has no two routes that match one address at the same rank, so the order of siblings does not matter', () => {
    const routes = registeredRoutes().map((entry) => ({ id: entry.id, path: entry.path }));
    // An address of each route: its dynamic segments filled in, an optional one present.
    const address = (path: string) =>
      path
        .replace(/:\w+\?/g, 'given')
        .replace(/:\w+/g, 'x1')
        .replace(/^\*$/, '/*')
        .replace(/\*$/, 'any/thing');
    for (const route of routes) {
      const path = address(route.path);
      const winner = matchRoutes(routes, path)?.at(-1)?.route;
      if (winner === undefined) throw new Error(`No route matches ${path}.`);
      // Any other route that matches the address, put first, still loses to the table's winner.
      const rivals = routes.filter(
        (other) => other.id !== winner.id && matchPath({ path: other.path, end: true }, path) !== null,
      );
      for (const rival of rivals) {
        expect(
          matchRoutes([rival, winner], path)?.at(-1)?.route.id,
          `${rival.path} vs ${winner.path} at ${path}`,
        ).toBe(winner.id);
      }
    }
  });
});
