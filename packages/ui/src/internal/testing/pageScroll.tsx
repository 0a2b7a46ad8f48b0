// The provider's types give cdp() its Chromium DevTools session methods.
import type {} from '@vitest/browser-playwright';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import { cdp, userEvent } from 'vitest/browser';

// Helpers for the scroll-lock tests of the modal layers: a user's own ways of scrolling a page, sent
// as real input through Chromium (DevTools input events, Playwright's keyboard), never scrollBy(): a
// script may always scroll a page whose overflow is hidden (CSSOM View), only the user may not.

export const scrollWays = ['wheel', 'touch', 'keyboard'] as const;
export type ScrollWay = (typeof scrollWays)[number];

/**
 * Long enough for Chromium's smooth scroll of a wheel turn, a swipe or a Page Down to have moved the
 * page: the time a held page is watched for not moving (a page that scrolls is awaited, not timed).
 */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));

/**
 * Resolves once the browser has painted two more frames. Chromium applies a change of the page's
 * overflow to scrolling only from its next painted frame; on a loaded machine that frame can come
 * after the test's input, which then scrolled a page the layer had already locked.
 */
const painted = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      requestAnimationFrame(() => {
        resolve();
      });
    });
  });

/**
 * The window's centre in the top page's pixels (the test page is a frame inside it), where the
 * pointer or the finger rests: over the layer while one is open, over the page otherwise.
 */
function centre(): { x: number; y: number } {
  const frame = window.frameElement?.getBoundingClientRect() ?? { left: 0, top: 0 };
  return {
    x: Math.round(frame.left + window.innerWidth / 2),
    y: Math.round(frame.top + window.innerHeight / 2),
  };
}

/** A mouse wheel turned 300 px downwards at the window's centre. */
async function turnWheel(): Promise<void> {
  const { x, y } = centre();
  const session = cdp();
  await session.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x, y });
  await session.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x, y, deltaX: 0, deltaY: 300 });
}

/** A finger dragged 300 px upwards across the window's centre, which scrolls the page down. */
async function swipeUp(): Promise<void> {
  const { x, y } = centre();
  const at = (dy: number) => [{ x, y: y + dy }];
  const session = cdp();
  await session.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  try {
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(150) });
    for (let dy = 130; dy >= -150; dy -= 20) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(dy) });
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } finally {
    await session.send('Emulation.setTouchEmulationEnabled', { enabled: false });
  }
}

/**
 * Scrolls the page down one of the user's ways (Page Down goes to the focused element), then waits.
 *
 * This headless Chromium (scrollbars hidden) applies a change of the page's overflow to scrolling only
 * with its next painted frame: the tests open and close real layers, which paint, never toggle the
 * lock on an unchanged screen.
 */
export async function scrollDown(way: ScrollWay): Promise<void> {
  await painted();
  if (way === 'wheel') await turnWheel();
  else if (way === 'touch') await swipeUp();
  else await userEvent.keyboard('{PageDown}');
  await settle();
}

/** Tries every way of scrolling down and expects the page to stay at `scrollY`. */
export async function expectPageHeldAt(scrollY: number): Promise<void> {
  for (const way of scrollWays) {
    await scrollDown(way);
    expect(window.scrollY, `after a ${way} scroll`).toBe(scrollY);
  }
}

/** Expects every way of scrolling down to move the page: the lock is gone (and the ways do scroll). */
export async function expectPageScrolls(): Promise<void> {
  for (const way of scrollWays) {
    const from = window.scrollY;
    await scrollDown(way);
    // Smooth scrolling may still be under way on a loaded machine: wait for the move the user sees.
    await expect.poll(() => window.scrollY, { message: `after a ${way} scroll` }).toBeGreaterThan(from);
  }
}

/**
 * A page with `children` two windows down and eight more windows below them, so that it scrolls both
 * ways from them and the three ways of scrolling down never reach its bottom: a quick swipe flings
 * the page on (CI: the page was at its bottom before the keyboard's turn, which then could not move
 * it, "expected 2325 to be greater than 2325").
 */
export function TallPage({ children }: { children: ReactNode }) {
  return (
    <>
      <div style={{ height: '200vh' }} />
      {children}
      <div style={{ height: '800vh' }} />
    </>
  );
}

/** What a layer must give back when it closes: where the page was scrolled to, and its body's style. */
export interface PageState {
  scrollY: number;
  bodyStyle: string | null;
}

/** Scrolls `opener` to the window's middle, as a user does before pressing it, and notes the page there. */
export function scrollToOpener(opener: Element): PageState {
  opener.scrollIntoView({ block: 'center' });
  expect(window.scrollY, 'the page scrolled down to the opener').toBeGreaterThan(0);
  return { scrollY: window.scrollY, bodyStyle: document.body.getAttribute('style') };
}

/** After the last layer closed: the page is where it was, its body's style as it was, and it scrolls again. */
export async function expectPageGivenBack(was: PageState): Promise<void> {
  expect(window.scrollY).toBe(was.scrollY);
  expect(document.body.getAttribute('style')).toBe(was.bodyStyle);
  await expectPageScrolls();
}
