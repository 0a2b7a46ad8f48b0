// Setup of every story project: the story frame's one-time start is paid before the first story,
// not inside it.
//
// A story's test is its render, its play function and its axe check. The first axe check of a
// frame also loads axe (about 500 KB of script) and runs it cold: at rest the first story of the
// app's largest story file took 6.3 s against 2.0 s for the same story later in the run, and
// 2.2 s of that difference was axe's first run. Vitest starts the largest file first on a clean
// checkout, and at the start of the app group (three projects starting beside each other) that
// one story passed its then 30 s timeout in CI (the profile editor's `Editor`), while it does its
// work in 2 s. Here the frame loads axe and runs it once on a small page, in a hook with room for a
// loaded machine, so every story's time is its own work.
import axe from 'axe-core';
import { beforeAll } from 'vitest';

// Files of one worker share the frame and its module graph (`isolate: false`), so this setup runs
// again for each file: the warm-up itself runs once per frame.
let warmedUp: Promise<void> | undefined;

const warmUp = async (): Promise<void> => {
  const probe = document.createElement('main');
  probe.innerHTML = '<h1>Warm-up</h1><p>Checked once.</p><button type="button">Go</button>';
  document.body.append(probe);
  try {
    await axe.run(probe);
  } finally {
    probe.remove();
  }
};

beforeAll(() => (warmedUp ??= warmUp()), 120_000);
