import { breakpoints } from '@vo/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderApp } from '../../testing/renderApp';
import { users } from '../../testing/users';

// Each side of every breakpoint of the spec (mobile < 720 <= tablet < 1024 <= large < 1280 <= desktop),
// a small phone and a wide desktop.
const widths = [
  360,
  breakpoints.tablet - 1,
  breakpoints.tablet,
  breakpoints.large - 1,
  breakpoints.large,
  breakpoints.desktop - 1,
  breakpoints.desktop,
  1600,
];

/** How far the page can be scrolled sideways: 0 when nothing is wider than the window. */
const sidewaysOverflow = () => document.documentElement.scrollWidth - document.documentElement.clientWidth;

describe('the page never scrolls sideways', () => {
  for (const width of widths) {
    it(`at ${width} px, signed in`, async () => {
      await page.viewport(width, 800);
      const app = await renderApp('/error-testing', { user: users.tester });
      await expect.element(app.screen.getByRole('heading', { name: 'Error testing' })).toBeVisible();
      expect(sidewaysOverflow()).toBe(0);
    });

    it(`at ${width} px, anonymous`, async () => {
      await page.viewport(width, 800);
      const app = await renderApp('/no-such-page');
      await expect.element(app.screen.getByText('Page Not Found')).toBeVisible();
      expect(sidewaysOverflow()).toBe(0);
    });
  }
});
