import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectPageHeldAt, expectPageScrolls, scrollDown } from '../testing/pageScroll';
import { lockPageScroll } from './useScrollLock';

const { body, documentElement: root } = document;
const original = { body: body.getAttribute('style'), root: root.getAttribute('style') };
const putBack = (element: HTMLElement, style: string | null) => {
  if (style === null) element.removeAttribute('style');
  else element.setAttribute('style', style);
};

/** What a modal layer does: covers the page (so the screen changes, as it does) and holds the lock. */
function openLayer(): () => void {
  const layer = document.createElement('div');
  layer.style.cssText = 'position: fixed; inset: 0; background: rgb(0 0 0 / 0.4)';
  body.append(layer);
  const release = lockPageScroll();
  return () => {
    layer.remove();
    release();
  };
}

let filler: HTMLDivElement;

beforeEach(async () => {
  await page.viewport(1024, 768);
  filler = document.createElement('div');
  filler.style.height = '500vh';
  body.append(filler);
  window.scrollTo(0, 1000);
});

afterEach(() => {
  vi.restoreAllMocks();
  filler.remove();
  putBack(body, original.body);
  putBack(root, original.root);
  window.scrollTo(0, 0);
});

describe('lockPageScroll', () => {
  it('keeps the page where it is against wheel, touch and keyboard, and lets it scroll again once released', async () => {
    const close = openLayer();
    await expectPageHeldAt(1000);
    close();
    expect(window.scrollY).toBe(1000);
    await expectPageScrolls();
  });

  it('stays locked until the last holder releases; a holder releasing twice counts once', async () => {
    const closeOuter = openLayer();
    const inner = lockPageScroll();
    inner();
    inner();
    await scrollDown('wheel');
    expect(window.scrollY).toBe(1000);
    closeOuter();
    await scrollDown('wheel');
    await expect.poll(() => window.scrollY).toBeGreaterThan(1000);
  });

  it("puts back the page's own inline overflow and padding exactly, and adds no style attribute", () => {
    body.style.cssText = 'overflow-y: auto; padding-right: 3px !important;';
    const before = body.style.cssText;
    const release = lockPageScroll();
    expect(getComputedStyle(body).overflowY).toBe('hidden');
    release();
    expect(body.style.cssText).toBe(before);

    body.removeAttribute('style');
    lockPageScroll()();
    expect(body.hasAttribute('style')).toBe(false);
  });

  it('pads the body by the width of the scrollbar it hides, on top of its own padding', () => {
    // Playwright starts headless Chromium with --hide-scrollbars, so this page has none: a 15 px
    // classic scrollbar is simulated by a window 15 px wider than the page's client area.
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(root.clientWidth + 15);
    body.style.paddingRight = '3px';
    const release = lockPageScroll();
    expect(getComputedStyle(body).paddingRight).toBe('18px');
    release();
    expect(body.style.paddingRight).toBe('3px');
  });

  it('locks <html> when the page keeps its scrolling there, and leaves <body> alone', async () => {
    root.style.overflowY = 'scroll';
    body.removeAttribute('style');
    const close = openLayer();
    expect(getComputedStyle(root).overflowY).toBe('hidden');
    expect(getComputedStyle(body).overflowY).toBe('visible');
    await scrollDown('wheel');
    expect(window.scrollY).toBe(1000);
    close();
    expect(root.style.cssText).toBe('overflow-y: scroll;');
    await scrollDown('wheel');
    await expect.poll(() => window.scrollY).toBeGreaterThan(1000);
  });
});
