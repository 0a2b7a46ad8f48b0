import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its label, with the icon hidden', async () => {
    await render(
      <div className={mainTheme}>
        <IconButton icon="close" label="Close dialog" />
      </div>,
    );
    const button = page.getByRole('button', { name: 'Close dialog' });
    await expect.element(button).toBeVisible();
    const icon = button.element().querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('calls onClick on click and from the keyboard', async () => {
    const onClick = vi.fn();
    await render(
      <div className={mainTheme}>
        <IconButton icon="menu" label="Open menu" onClick={onClick} />
      </div>,
    );
    const button = page.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('is square', async () => {
    await render(
      <div className={mainTheme}>
        <IconButton icon="plus" label="Add" size="large" />
      </div>,
    );
    const box = page.getByRole('button', { name: 'Add' }).element().getBoundingClientRect();
    expect(box.width).toBe(box.height);
  });

  it('requires a label at compile time', async () => {
    // @ts-expect-error -- an icon-only button without a label has no accessible name
    await render(<IconButton icon="close" />);
    await expect.element(page.getByRole('button')).toBeInTheDocument();
  });

  it('shows a busy state while loading', async () => {
    await render(<IconButton icon="download" label="Download" loading />);
    await expect.element(page.getByRole('button', { name: 'Download' })).toHaveAttribute('aria-busy', 'true');
  });
});
