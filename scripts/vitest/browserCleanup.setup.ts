// The browser projects run a worker's test files in one frame and one module graph (isolate: false
// in scripts/vitest/projects.ts). vitest-browser-react registers its unmount-before-each-test hook when the
// module is first imported, which then happens in the first file only: this setup file runs in
// every file and registers it there, so no file sees what an earlier file rendered.
import { afterAll, beforeEach } from 'vitest';
import { page, server } from 'vitest/browser';
import { cleanup } from 'vitest-browser-react';

beforeEach(async () => {
  await cleanup();
  startFocusAtTheTop();
});

/**
 * A test that presses Tab expects the focus to go to the first control it rendered, as on a freshly
 * loaded page. In a frame shared with earlier files the focus (and with it the key presses) could
 * be in another frame of the test page, or the point Tab starts from could sit where an earlier
 * test's element was (CI: Link's "keyboard users reach" test pressed Tab and the focus stayed on
 * the body). Focusing a throwaway element at the top of the body, then removing it, puts both back:
 * this frame has the focus, and Tab starts from the top.
 */
function startFocusAtTheTop(): void {
  const start = document.createElement('div');
  start.tabIndex = -1;
  document.body.prepend(start);
  start.focus();
  start.remove();
}

afterAll(async () => {
  await cleanup();
  // The next file starts in the project's window size, whatever size this file's tests left behind
  // (a file that ran first used to meet the default size, one that ran later a test's own size).
  const { width, height } = server.config.browser.viewport;
  await page.viewport(width, height);
});
