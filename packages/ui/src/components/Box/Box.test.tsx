import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { space } from '../../theme/tokens';
import { Box } from './Box';

const remToPx = (rem: string) => `${parseFloat(rem) * 16}px`;

describe('Box', () => {
  it('renders the chosen block element with its rest props', async () => {
    await render(
      <Box as="section" aria-label="Details" data-testid="box">
        Content
      </Box>,
    );
    const region = page.getByRole('region', { name: 'Details' });
    await expect.element(region).toBeVisible();
    await expect.element(region).toHaveTextContent('Content');
  });

  it('is a div by default', async () => {
    await render(<Box data-testid="box">Content</Box>);
    expect(page.getByTestId('box').element().tagName).toBe('DIV');
  });

  it('takes padding and gap from the space tokens', async () => {
    await render(
      <div className={mainTheme}>
        <Box data-testid="box" padding="lg" gap="sm" direction="row" wrap>
          <span>One</span>
          <span>Two</span>
        </Box>
      </div>,
    );
    const style = getComputedStyle(page.getByTestId('box').element());
    expect(style.paddingTop).toBe(remToPx(space.lg));
    expect(style.columnGap).toBe(remToPx(space.sm));
    expect(style.display).toBe('flex');
    expect(style.flexWrap).toBe('wrap');
  });

  it('aligns and distributes children', async () => {
    await render(
      <div className={mainTheme}>
        <Box data-testid="box" direction="column" align="center" justify="between">
          <span>One</span>
        </Box>
      </div>,
    );
    const style = getComputedStyle(page.getByTestId('box').element());
    expect(style.flexDirection).toBe('column');
    expect(style.alignItems).toBe('center');
    expect(style.justifyContent).toBe('space-between');
  });

  it('forwards its ref to the element', async () => {
    let element: HTMLElement | null = null;
    await render(
      <Box
        ref={(node) => {
          element = node;
        }}
      >
        Ref
      </Box>,
    );
    expect(element).toBeInstanceOf(HTMLDivElement);
  });
});
