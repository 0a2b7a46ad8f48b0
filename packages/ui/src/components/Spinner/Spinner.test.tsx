import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status that announces "Loading" by default, without showing it', async () => {
    await render(
      <div className={mainTheme}>
        <Spinner />
      </div>,
    );
    const status = page.getByRole('status');
    await expect.element(status).toBeVisible();
    await expect.element(status).toHaveTextContent('Loading');
    const label = page.getByText('Loading').element().getBoundingClientRect();
    expect(label.width).toBeLessThanOrEqual(1);
  });

  it('can show its own label', async () => {
    await render(
      <div className={mainTheme}>
        <Spinner label="Uploading your sample" showLabel />
      </div>,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Uploading your sample');
    const label = page.getByText('Uploading your sample').element().getBoundingClientRect();
    expect(label.width).toBeGreaterThan(10);
  });

  it('passes rest props to the status', async () => {
    await render(<Spinner id="busy" />);
    await expect.element(page.getByRole('status')).toHaveAttribute('id', 'busy');
  });
});
