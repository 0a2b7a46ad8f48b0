// Proves the preview's brand decorator: each story pins the `brand` global and checks that the
// wrapper carries that brand's theme (contract values) and ground (surface, text, full height in the
// story view); "both" draws the story once per brand.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { mainPalette, secondPalette, vars, type Brand, type Palette } from '@vo/ui';
import { expect, within } from 'storybook/test';

const palettes: Record<Brand, Palette> = { main: mainPalette, second: secondPalette };

/** `#rrggbb` as getComputedStyle prints it. */
const rgb = (hex: string) => {
  const [r, g, b] = (hex.slice(1).match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** `var(--x)` -> `--x`. */
const property = (variable: string) => variable.replace(/^var\((--[^,)]+).*$/, '$1');

function Sample() {
  return <p>Every story renders inside the brand chosen in the toolbar.</p>;
}

const meta = {
  title: 'Docs/Brand theme',
  component: Sample,
  tags: ['!autodocs'],
} satisfies Meta<typeof Sample>;

export default meta;
type Story = StoryObj<typeof meta>;

const checkBrand =
  (brand: Brand): Story['play'] =>
  async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/Every story renders/)).toBeVisible();
    const wrapper = canvasElement.querySelector<HTMLElement>('[data-brand]');
    await expect(wrapper).not.toBeNull();
    if (wrapper === null) return;
    const palette = palettes[brand];
    const style = getComputedStyle(wrapper);
    await expect(wrapper.dataset['brand']).toBe(brand);
    await expect(style.getPropertyValue(property(vars.color.accent)).trim()).toBe(palette.accent);
    await expect(style.backgroundColor).toBe(rgb(palette.surface));
    await expect(style.color).toBe(rgb(palette.text));
    // The story view's ground fills the screen (a docs page pads each example instead, and draws it
    // only as tall as itself: the static Storybook's smoke test measures that page).
    await expect(wrapper.getBoundingClientRect().height).toBeGreaterThanOrEqual(window.innerHeight);
  };

export const MainBrand: Story = {
  globals: { brand: 'main' },
  parameters: { brandPinned: true },
  play: checkBrand('main'),
};

export const SecondBrand: Story = {
  globals: { brand: 'second' },
  parameters: { brandPinned: true },
  play: checkBrand('second'),
};

/** The toolbar's "Both brands, side by side": the story once in each brand, each under its name. */
export const BothBrands: Story = {
  globals: { brand: 'both' },
  play: async ({ canvasElement }) => {
    const grounds = Array.from(canvasElement.querySelectorAll<HTMLElement>('[data-brand]'));
    await expect(grounds.map((ground) => ground.dataset['brand'])).toEqual(['main', 'second']);
    for (const ground of grounds) {
      const brand = ground.dataset['brand'] === 'second' ? 'second' : 'main';
      await expect(within(ground).getByText(/Every story renders/)).toBeVisible();
      await expect(within(ground).getByText(brand === 'main' ? 'Main brand' : 'Second brand')).toBeVisible();
      const accent = getComputedStyle(ground).getPropertyValue(property(vars.color.accent)).trim();
      await expect(accent).toBe(palettes[brand].accent);
    }
  },
};
