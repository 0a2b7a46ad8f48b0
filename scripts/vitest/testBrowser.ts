// The Chromium every test project drives (the Vitest browser projects, the end-to-end journeys, the
// static Storybook smoke test): Debian's headless shell (`apt-get install chromium-headless-shell`,
// the same Chromium build as the `chromium` package without the browser's windowing, profile and UI
// machinery), the browser Playwright itself runs headless tests in.
//
// Measured at rest on this 2-core machine, the same Chromium 156 both ways: twelve fresh contexts
// each loading the search page and a profile from the real server took 31 s and 49 CPU-seconds of
// Chromium as the full browser, 15 s and 17 CPU-seconds as the shell; the journeys (web-e2e) 204 s
// -> 143 s; the static Storybook's 112 entries 80 s -> 61 s. A story project, which keeps one page,
// took the same time either way, and every picture matched its baseline drawn by the full browser:
// both paint with the same Blink and Skia in software.
//
// Without the shell (a machine that has only the `chromium` package) the tests run in the full
// browser, slower; `CHROMIUM_PATH` names another executable. The performance benchmark
// (apps/web/bench/lighthouse.mjs) keeps the full browser: it measures what a visitor's browser does.
import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const FULL_BROWSER = '/usr/bin/chromium';

/** The executable the tests launch. */
export const testChromium: string =
  process.env['CHROMIUM_PATH'] ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_BROWSER);

/**
 * The flags every test launch passes: no sandbox (the tests run as root in CI), software painting
 * (the pictures' baselines), and nothing that reaches for the network this machine does not have.
 */
export const testChromiumArgs: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--no-first-run',
];
