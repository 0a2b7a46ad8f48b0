import { onTestFinished } from 'vitest';
import { render } from 'vitest-browser-react';
import { siteFor } from '../lib/brand';
import { createAppHarness, type AppHarnessOptions } from './appHarness';

export interface RenderAppOptions extends Pick<
  AppHarnessOptions,
  'user' | 'activeRole' | 'actingAs' | 'api' | 'stored' | 'offline'
> {
  /** The hostname the site is chosen by. @default 'localhost' */
  hostname?: string;
}

/**
 * The whole app (routes, guards, shell, session) on a memory router, talking to the SDK's typed mock
 * API in the page (`api`: answers by operationId), rendered for a test with the page's own storages
 * (cleared first). Live updates are off (their own tests cover them); leaving for another site is
 * recorded.
 */
export async function renderApp(path: string, options: RenderAppOptions = {}) {
  localStorage.clear();
  sessionStorage.clear();
  const { hostname = 'localhost', ...rest } = options;
  const app = createAppHarness({
    ...rest,
    path,
    site: siteFor(hostname),
    storage: localStorage,
    sessionStorage,
  });
  const screen = await render(app.element);
  // Each test's app ends with it: no session or query of one test acts during the next
  // (vitest-browser-react unmounts the tree itself).
  onTestFinished(() => {
    app.dispose();
  });
  const { router, session, api, left, replaced, location } = app;
  return { screen, router, session, api, left, replaced, location };
}
