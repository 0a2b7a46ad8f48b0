// The app's screen stories (`Screens/*`): each story mounts the real app (providers, session, query
// client, route table, shell and screens) on a memory router against the typed mock API of the app's
// component tests (`@vo/sdk/mocks`), in the brand Storybook draws the story in. A story or meta says
// where the app opens and who is signed in with `parameters: { app: appAt(path, options) }` (an
// object literal: the docs addon writes a meta's JSDoc into `parameters.docs` and replaces a
// `parameters` it cannot merge into); its play function reads the running app with `storyApp(context)`. Nothing here reaches the
// production bundle: only stories import it.
import { setDefaultApiClient } from '@vo/sdk';
import type { Brand } from '@vo/ui';
import type { ReactElement } from 'react';
import { storyBrand, type StoryBrandSource } from '../../../../.storybook/storyBrand';
import { SITES, siteFor, type Environment, type Site } from '../lib/brand';
import { createAppHarness, createMemoryStorage, type AppHarness, type AppHarnessOptions } from './appHarness';

/** What a screen story sets: where the app opens, who is signed in, the API's answers by operationId. */
export interface StoryAppOptions extends Pick<
  AppHarnessOptions,
  'user' | 'activeRole' | 'actingAs' | 'api' | 'stored' | 'offline'
> {
  /** The environment the site runs in (sandbox and local show their name in the top bar). @default 'prod' */
  environment?: Environment;
}

/** A story's `parameters.app`: where the app opens, and the options. */
export interface StoryAppParameters extends StoryAppOptions {
  readonly path: string;
}

/** A story's `parameters.app`: the app opens at `path` (and query) with these options. */
export const appAt = (path: string, options: StoryAppOptions = {}): StoryAppParameters => ({
  ...options,
  path,
});

/** The site of a brand in an environment, from the app's own hostname table. */
export function storySite(brand: Brand, environment: Environment): Site {
  const hostname = Object.entries(SITES).find(
    ([, site]) => site.brand === brand && site.environment === environment,
  )?.[0];
  if (hostname === undefined) throw new Error(`No site of the ${brand} brand runs in ${environment}.`);
  return siteFor(hostname);
}

/**
 * One story's app. The loader only prepares it; it starts in `beforeEach`, after the preview's own
 * `beforeEach` installed its demo API client, so that the session's client (the mock API) is the SDK's
 * default client the generated hooks and the session's actors call.
 */
class StoryAppHost {
  private app: AppHarness | null = null;

  constructor(
    private readonly options: StoryAppParameters,
    private readonly brand: Brand,
  ) {}

  start(): void {
    const { environment = 'prod', ...options } = this.options;
    this.app = createAppHarness({
      ...options,
      site: storySite(this.brand, environment),
      storage: createMemoryStorage(),
      sessionStorage: createMemoryStorage(),
    });
    setDefaultApiClient(this.app.session.client);
  }

  stop(): void {
    this.app?.dispose();
    this.app = null;
  }

  get current(): AppHarness {
    if (this.app === null)
      throw new Error('The story app has not started (is storyAppAnnotations in the meta?).');
    return this.app;
  }
}

/** The parts of a story context the annotations read. */
interface StoryAppContext extends StoryBrandSource {
  readonly loaded: Readonly<Record<string, unknown>>;
}

function isParameters(value: unknown): value is StoryAppParameters {
  return (
    typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string'
  );
}

function hostOf(context: StoryAppContext): StoryAppHost {
  const host = context.loaded['storyApp'];
  if (!(host instanceof StoryAppHost)) {
    throw new Error('This story has no app: spread storyAppAnnotations into its meta.');
  }
  return host;
}

/** The running app of a story, for its play function. */
export const storyApp = (context: StoryAppContext): AppHarness => hostOf(context).current;

/**
 * What a `Screens/*` meta spreads: prepare the app from `parameters.app` (see `appAt`), start it
 * before the story renders and stop it when the story is left, and render it.
 */
export const storyAppAnnotations = {
  loaders: [
    async (context: StoryBrandSource): Promise<{ storyApp: StoryAppHost }> => {
      const options = context.parameters['app'];
      if (!isParameters(options))
        throw new Error('A screen story needs parameters: { app: appAt(path, options) }.');
      // The shell's lazy chunk (banners, indicators, terms) is fetched before the story starts, as
      // a browser that has the app cached would: a screenshot never catches the top bar while the
      // indicators are still on their way (they shift the role selector).
      await import('../app/shell/ShellExtras');
      return { storyApp: new StoryAppHost(options, storyBrand(context)) };
    },
  ],
  beforeEach: (context: StoryAppContext): (() => void) => {
    const host = hostOf(context);
    host.start();
    return () => {
      host.stop();
    };
  },
  // Written with a rest parameter on purpose: its arity is 0, so Storybook does not count it as an
  // args story and its docs do not serialise the rendered element into a source snippet (that element
  // is the whole app, hundreds of frames deep, and walking it froze the docs tab for minutes). The
  // snippet shows the story's own code instead (`parameters: { app: appAt(...) }`), which is what a
  // reader wants. A `parameters.docs` here would not survive: the docs addon writes a meta's JSDoc
  // into a `parameters` of its own, which replaces the spread one.
  render: (...[, context]: [unknown, StoryAppContext]): ReactElement => storyApp(context).element,
};
