import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { cleanup, render } from 'vitest-browser-react';
import { mainPalette, secondPalette } from '../theme/palettes';
import { mainTheme, secondTheme } from '../theme/themes.css';
import { breakpoints, dialogFullScreenBelow, space } from '../theme/tokens';
import { sprinkles } from './sprinkles.css';

/** 1rem = 16px in the test page: the tokens are rem, computed styles are px. */
const px = (rem: string) => `${Number.parseFloat(rem) * 16}px`;

/** An sRGB hex colour as getComputedStyle prints it. */
const rgb = (hex: string) => {
  const [r, g, b] = (hex.slice(1).match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  return `rgb(${r}, ${g}, ${b})`;
};

async function renderBox(className: string, theme = mainTheme) {
  const screen = await render(
    <div className={theme}>
      <div className={className} data-testid="box">
        box
      </div>
    </div>,
  );
  const box = screen.container.querySelector('[data-testid="box"]');
  if (!(box instanceof HTMLElement)) throw new Error('the box did not render');
  return getComputedStyle(box);
}

const responsive = sprinkles({
  display: { mobile: 'block', tablet: 'flex', large: 'grid', desktop: 'inline-flex' },
  padding: ['xs', 'sm', 'md', 'lg'],
});
const dialogSwitch = sprinkles({ width: { mobile: 'fit', dialogFull: 'full' } });

/** What the responsive box should compute to at a width, by the spec's breakpoints. */
function expectedAt(width: number) {
  if (width >= breakpoints.desktop) return { display: 'inline-flex', padding: px(space.lg) };
  if (width >= breakpoints.large) return { display: 'grid', padding: px(space.md) };
  if (width >= breakpoints.tablet) return { display: 'flex', padding: px(space.sm) };
  return { display: 'block', padding: px(space.xs) };
}

describe('sprinkles', () => {
  afterEach(async () => {
    await cleanup();
  });

  afterAll(async () => {
    await page.viewport(414, 896);
  });

  it('applies the contract’s values at the current viewport', async () => {
    const style = await renderBox(
      sprinkles({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 'md',
        marginX: 'sm',
        textAlign: 'center',
      }),
    );
    expect(style.display).toBe('flex');
    expect(style.flexDirection).toBe('column');
    expect(style.alignItems).toBe('center');
    expect(style.justifyContent).toBe('space-between');
    expect(style.rowGap).toBe(px(space.md));
    expect(style.marginLeft).toBe(px(space.sm));
    expect(style.marginRight).toBe(px(space.sm));
    expect(style.marginTop).toBe('0px');
    expect(style.textAlign).toBe('center');

    const current = await renderBox(responsive);
    const expected = expectedAt(window.innerWidth);
    expect(current.display).toBe(expected.display);
    expect(current.paddingTop).toBe(expected.padding);
  });

  it.each([375, 719, 720, 1023, 1024, 1279, 1280, 1440])(
    'switches at the spec’s breakpoints (%i px wide)',
    async (width) => {
      await page.viewport(width, 800);
      expect(window.innerWidth).toBe(width);
      const style = await renderBox(responsive);
      const expected = expectedAt(width);
      expect(style.display).toBe(expected.display);
      expect(style.paddingTop).toBe(expected.padding);
      expect(style.paddingLeft).toBe(expected.padding);
    },
  );

  it.each([
    [375, true],
    [659, true],
    [dialogFullScreenBelow, false],
    [1024, false],
  ])('dialogFull applies below 660 px (%i px wide: %s)', async (width, full) => {
    await page.viewport(width, 800);
    const screen = await render(
      <div className={mainTheme} style={{ width: '100%' }}>
        <div className={dialogSwitch} data-testid="dialog">
          <span style={{ display: 'inline-block', width: 10 }} />
        </div>
      </div>,
    );
    const box = screen.getByTestId('dialog').element().getBoundingClientRect();
    if (full) expect(box.width).toBe(width);
    else expect(box.width).toBe(10);
  });

  it('takes text and background colours from the brand theme', async () => {
    const className = sprinkles({ color: 'textMuted', background: 'surfaceSunken' });
    const main = await renderBox(className, mainTheme);
    expect(main.color).toBe(rgb(mainPalette.textMuted));
    expect(main.backgroundColor).toBe(rgb(mainPalette.surfaceSunken));
    const second = await renderBox(className, secondTheme);
    expect(second.color).toBe(rgb(secondPalette.textMuted));
    expect(second.backgroundColor).toBe(rgb(secondPalette.surfaceSunken));
  });

  it('offers width keywords only', async () => {
    expect((await renderBox(sprinkles({ width: 'full' }))).width).toBe(`${window.innerWidth}px`);
    // @ts-expect-error: a literal size is not a sprinkle; it belongs in a component's styles.
    expect(() => sprinkles({ width: '300px' })).toThrow();
  });
});
