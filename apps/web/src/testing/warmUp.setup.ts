// Setup of the `web` project: the app's screens are loaded once, before the first test, not inside it.
//
// The router loads a screen's module on first use, and in a test that means Vite transforming the
// screen and everything it imports on demand. Whichever test first reaches a screen paid for it:
// when this project still ran in the app group (the journeys' server, two browsers and two Vite
// servers starting beside each other, and a CPU-bound job beside them), the router's first tests
// waited more than their 10 s for a route that takes them under a second (`sends an anonymous
// visitor … to sign-in`, `/proposals-stop/{id} closes …`). Loaded here, in a hook with room for a
// loaded machine, every test's time is its own work, in whichever group the project runs.
import { beforeAll } from 'vitest';
import { loadScreen, SCREEN_NAMES } from '../routes/screens';

/** The one screen whose page must not load: it stands for a broken deployment's missing chunk. */
const BROKEN_ON_PURPOSE = 'navigationFailure';

// Files of one worker share the frame and its module graph (`isolate: false`), so this setup runs
// again for each file: the screens load once per frame.
let warmedUp: Promise<unknown> | undefined;

const loadScreens = () =>
  Promise.all(
    SCREEN_NAMES.filter((name) => name !== BROKEN_ON_PURPOSE).map(async (name) =>
      (await loadScreen(name)).Component(),
    ),
  );

beforeAll(() => (warmedUp ??= loadScreens()), 120_000);
