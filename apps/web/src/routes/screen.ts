import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Site } from '../lib/brand';
import type { ScreenHead } from '../lib/head';

/** What a screen's prefetch is given: the route's params and address, and the app's query cache. */
export interface ScreenDataArgs {
  readonly params: Params;
  readonly url: URL;
  readonly queryClient: QueryClient;
}

/** What a screen's head is computed from: the same, once its data is in the cache, and the site (brand). */
export interface ScreenHeadArgs extends ScreenDataArgs {
  readonly site: Site;
}

/**
 * A screen's route module: `features/<feature>/<screen>.route.ts` exports one as `screen`, and the
 * route table names it by that file name (`screen: 'search'` for `search.route.ts`). That module is
 * the one place a screen is registered: routes/screens.ts finds every route module by its name. A
 * screen shown inside a layout's outlet (a nested route) is named after the layout's, with a dot:
 * `project.questions.route.ts` inside `project.route.ts`.
 *
 * The route module is loaded when its route is first visited and stays small: it imports the
 * screen's query options (for `prefetch` and `head`), and `Component` loads the page's code, so the
 * data request starts while that larger chunk downloads. The router runs `prefetch` after the
 * route's access check without waiting for it (the screen shows its skeleton until the data is
 * there); the server's render waits for it. `head` gives the page's title, description, canonical
 * path and schema.org data from what `prefetch` put in the cache (null while it is not there): the
 * server writes it into the HTML of a public route, and the shell keeps `document.head` in step.
 */
export interface Screen {
  readonly Component: () => Promise<ComponentType>;
  readonly prefetch?: (args: ScreenDataArgs) => Promise<void>;
  readonly head?: (args: ScreenHeadArgs) => ScreenHead | null;
}
