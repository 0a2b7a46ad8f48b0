import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import { Spinner } from '@vo/ui';
import { redirect, type LoaderFunctionArgs, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { checkAccess } from '../routes/access';
import { resolveRedirect, RouteError, type RedirectDeps } from '../routes/redirects';
import { loadScreen } from '../routes/screens';
import {
  belongsTo,
  matchEntry,
  registeredRoutes,
  signInPath,
  type RouteEntry,
  type RouteHandle,
} from '../routes/table';
import { errorOutcome, errorRoutePath } from '../lib/errors/errorPolicy';
import type { Notices } from '../lib/notices';
import {
  isSignedIn,
  sessionViewer,
  settled,
  type AppSession,
  type SessionSnapshot,
} from '../lib/session/appSession';
import { AppShell } from './shell/AppShell';
import { RouteErrorPage } from './shell/RouteErrorPage';

export interface RouterDeps {
  readonly session: AppSession;
  readonly notices: Notices;
  readonly queryClient: QueryClient;
  /** The server's render: each route waits for its screen's prefetch, so the HTML holds the data. @default false */
  readonly waitForData?: boolean;
}

/** The sign-in route for this address (its path and query are where sign-in comes back to). */
const signInFor = (url: URL): string => signInPath(`${url.pathname}${url.search}`);

function redirectDeps(deps: RouterDeps, snapshot: SessionSnapshot): RedirectDeps {
  const { actor, client } = deps.session;
  const signedIn = isSignedIn(snapshot);
  return {
    viewer: sessionViewer(snapshot.context, signedIn),
    user: signedIn ? snapshot.context.user : null,
    activeRole: snapshot.context.activeRole,
    impersonate: async (userId) => {
      actor.send({ type: 'session.impersonate', userId });
      const after = await settled(actor);
      return isSignedIn(after) && after.context.impersonation?.userId === userId;
    },
    chooseRole: (role) => {
      actor.send({ type: 'session.chooseRole', role });
    },
    flash: (message) => {
      deps.notices.message(message);
    },
    // The core client, not the generated hooks: importing one hook puts its whole generated module,
    // shared with the screens' chunks, into the initial JavaScript.
    getProject: async (id) =>
      (await client.unwrap(client.api.GET('/projects/{id}', { params: { path: { id } } }))).data,
    closeProject: async (id) => {
      await client.unwrap(
        client.api.POST('/projects/{id}/close', { params: { path: { id } }, body: { reason: 'client' } }),
      );
    },
    getOffer: async (id) =>
      (await client.unwrap(client.api.GET('/offers/{id}', { params: { path: { id } } }))).data,
  };
}

/**
 * Every route's loader: the access rule first (anonymous -> sign-in and back; signed in without the
 * role -> the error route with 403), then the route's redirect. Public routes without a redirect do
 * not wait for the session; the others wait until it knows who the visitor is.
 */
/** Where an access rule sends this visitor (sign-in, or the error route with 403), or null to let them in. */
function refusal(access: RouteEntry['access'], snapshot: SessionSnapshot, url: URL): Response | null {
  const decision = checkAccess(access, sessionViewer(snapshot.context, isSignedIn(snapshot)));
  if (decision.kind === 'signIn') return redirect(signInFor(url));
  if (decision.kind === 'deny') return redirect(errorRoutePath(decision.status, decision.message));
  return null;
}

/**
 * Starts the screen's data once the visitor may see it, without waiting: the screen's chunk loads
 * meanwhile (react-router runs `lazy` beside this loader) and the screen shows its skeleton until
 * the data is there. A failed prefetch is kept in the query cache, where the screen shows it. The
 * server's render waits for it instead (`waitForData`).
 */
async function startPrefetch(
  screenName: string,
  args: LoaderFunctionArgs,
  url: URL,
  deps: RouterDeps,
): Promise<void> {
  const data = loadScreen(screenName)
    .then((screen) => screen.prefetch?.({ params: args.params, url, queryClient: deps.queryClient }))
    .catch(() => undefined);
  if (deps.waitForData === true) await data;
}

function guard(entry: RouteEntry, deps: RouterDeps) {
  const screenName = entry.screen ?? 'notFound';
  return async (args: LoaderFunctionArgs) => {
    const { request, params } = args;
    const url = new URL(request.url);
    const { actor } = deps.session;
    // A broad pattern (the old profile's /:idOrUsername) also matches addresses the table gives to
    // a route whose screen is not built yet (/account): those keep that route's rule and are the
    // 404 page until it is built, as the catch-all would have them.
    const owner = matchEntry(url.pathname);
    if (owner !== undefined && !belongsTo(owner, entry)) {
      const refused = refusal(owner.access, await settled(actor), url);
      if (refused !== null) return refused;
      throw new RouteError(404, '');
    }
    const needsSession = entry.access !== 'public' || entry.redirect !== undefined;
    const snapshot = needsSession ? await settled(actor) : actor.getSnapshot();
    const refused = refusal(entry.access, snapshot, url);
    if (refused !== null) return refused;
    if (entry.redirect === undefined) {
      await startPrefetch(screenName, args, url, deps);
      return null;
    }
    try {
      const target = await resolveRedirect(
        entry.redirect,
        entry.id,
        { params, url },
        redirectDeps(deps, snapshot),
      );
      if (target !== null) return redirect(target);
      await startPrefetch(screenName, args, url, deps);
      return null;
    } catch (error) {
      if (error instanceof RouteError) return redirect(errorRoutePath(error.status, error.message));
      // 401-404 go to the error route; anything else is shown by the route's error element.
      const outcome = errorOutcome(error);
      if (outcome.kind === 'page' && error instanceof ApiError) {
        return redirect(errorRoutePath(outcome.status, outcome.message));
      }
      throw error;
    }
  };
}

/**
 * The catch-all: an address of the table whose screen is not built yet still has its access rule
 * (anonymous -> sign-in; missing role -> 403); anything else is the 404 page.
 */
function notFoundGuard(deps: RouterDeps) {
  return async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const entry = matchEntry(url.pathname);
    if (entry === undefined || entry.access === 'public') return null;
    return refusal(entry.access, await settled(deps.session.actor), url);
  };
}

function routeObject(entry: RouteEntry, deps: RouterDeps, parent?: RouteEntry): NonIndexRouteObject {
  const screenName = entry.screen ?? 'notFound';
  const handle: RouteHandle = { entry, screen: screenName };
  return {
    id: entry.id,
    // A nested route's path continues its layout's.
    path: parent === undefined ? entry.path : entry.path.slice(parent.path.length + 1),
    handle,
    loader: entry.path === '*' ? notFoundGuard(deps) : guard(entry, deps),
    // A redirect that lets the visitor stay on a route whose screen is not built shows the 404 page.
    lazy: async () => ({ Component: await (await loadScreen(screenName)).Component() }),
  };
}

/** A layout's own address: its index screen in its outlet, once the layout's guard has let the visitor in. */
function indexObject(entry: RouteEntry, screenName: string, deps: RouterDeps): RouteObject {
  const handle: RouteHandle = { entry, screen: screenName };
  return {
    id: `${entry.id}.index`,
    index: true,
    handle,
    loader: async (args: LoaderFunctionArgs) => {
      await startPrefetch(screenName, args, new URL(args.request.url), deps);
      return null;
    },
    lazy: async () => ({ Component: await (await loadScreen(screenName)).Component() }),
  };
}

/** The registered routes as the router's tree: each layout holds its index and nested routes. */
function routeTree(entries: readonly RouteEntry[], deps: RouterDeps): RouteObject[] {
  const build = (entry: RouteEntry, parent?: RouteEntry): RouteObject => {
    const object = routeObject(entry, deps, parent);
    const children = entries.filter((child) => child.parent === entry.id).map((child) => build(child, entry));
    if (entry.index !== undefined) children.unshift(indexObject(entry, entry.index, deps));
    return children.length === 0 ? object : { ...object, children };
  };
  return entries.filter((entry) => entry.parent === undefined).map((entry) => build(entry));
}

/** The app's routes: the shell, and under it every registered route of the table. */
export function createAppRoutes(deps: RouterDeps): RouteObject[] {
  return [
    {
      id: 'root',
      element: <AppShell />,
      errorElement: <RouteErrorPage />,
      // Shown while the first route's loader runs (the session is checked before a guarded page).
      hydrateFallbackElement: <Spinner label="Loading" />,
      children: [
        {
          id: 'screens',
          errorElement: <RouteErrorPage />,
          children: routeTree(registeredRoutes(), deps),
        },
      ],
    },
  ];
}
