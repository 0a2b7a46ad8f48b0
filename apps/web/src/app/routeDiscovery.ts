import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';

/** The routes to start a router with, and how it finds the others. */
export interface DiscoveredRoutes {
  readonly routes: RouteObject[];
  readonly patchRoutesOnNavigation: PatchRoutesOnNavigationFunction;
}

/**
 * The route tree cut down to the routes the server rendered (by id, with their ancestors), and a
 * `patchRoutesOnNavigation` that gives the router every other route at its first navigation.
 *
 * Why: a router ranks and matches its whole table as it is created, 25 to 45 ms of the main thread
 * for the app's 139 routes (more than 100 ms at a phone's speed) in the task before hydration.
 * Hydrating needs only the routes the server rendered; the others are added when the visitor first
 * goes somewhere (react-router's lazy route discovery calls `patchRoutesOnNavigation` for an address
 * it has no route for, and for one it matched only with a dynamic segment or a splat, which a route
 * not added yet could match better). They are added as they are, after the rendered ones: the table
 * has no two routes of the same rank that match one address (routeDiscovery.test.ts), so the order
 * of siblings does not change what an address matches.
 */
export function discoverFrom(
  routes: readonly RouteObject[],
  renderedIds: ReadonlySet<string>,
): DiscoveredRoutes {
  // The children each route keeps back, by the route's id, until the first navigation.
  const heldBack = new Map<string, RouteObject[]>();
  const renders = (route: RouteObject): boolean =>
    (route.id !== undefined && renderedIds.has(route.id)) || (route.children ?? []).some(renders);
  const cut = (list: readonly RouteObject[]): RouteObject[] =>
    list.filter(renders).map((route) => {
      if (route.children === undefined) return route;
      const later = route.children.filter((child) => !renders(child));
      if (later.length > 0) {
        if (route.id === undefined) throw new Error('A route whose children are found later needs an id.');
        heldBack.set(route.id, later);
      }
      // A copy: the table's own route keeps all its children (the server renders from it too).
      return { ...route, children: cut(route.children) };
    });
  const initial = cut(routes);
  return {
    routes: initial,
    patchRoutesOnNavigation: ({ patch }) => {
      for (const [id, children] of heldBack) patch(id, children);
      heldBack.clear();
    },
  };
}
