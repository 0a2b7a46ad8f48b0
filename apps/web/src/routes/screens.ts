import type { Screen } from './screen';

/**
 * Every screen's route module, found by its file name (`features/<feature>/<screen>.route.ts`):
 * registering a screen is writing that module and naming it in the route table. Each loads on first
 * use, in a chunk of its own, so the initial JavaScript holds only this map of loaders.
 */
const MODULES = import.meta.glob<{ screen: Screen }>('./*/*.route.ts', { base: '../features' });

const nameOf = (path: string): string => path.slice(path.lastIndexOf('/') + 1, -'.route.ts'.length);

const loaders = new Map(Object.entries(MODULES).map(([path, load]) => [nameOf(path), load]));

/** The names of every screen that has a route module. */
export const SCREEN_NAMES: readonly string[] = [...loaders.keys()];

const loading = new Map<string, Promise<Screen>>();
const loaded = new Map<string, Screen>();

/** The screen's route module, loaded once (every caller shares the one request). */
export function loadScreen(name: string): Promise<Screen> {
  const known = loading.get(name);
  if (known !== undefined) return known;
  const load = loaders.get(name);
  if (load === undefined) return Promise.reject(new Error(`No route module for the screen "${name}".`));
  // The module, not its `screen` export, from each loader: `import: 'screen'` wrote a `.then` into
  // every one of them, initial JavaScript.
  const promise = load().then(({ screen }) => {
    loaded.set(name, screen);
    return screen;
  });
  // A failed load (a deployment that replaced the chunks) is tried again on the next visit.
  promise.catch(() => loading.delete(name));
  loading.set(name, promise);
  return promise;
}

/** The screen's route module if it has loaded, for what must answer at once (the document's head). */
export const loadedScreen = (name: string): Screen | undefined => loaded.get(name);
