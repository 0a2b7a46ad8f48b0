import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Tip, type TipProps } from './Tip';

const renderTip = async (props: Partial<TipProps> = {}) =>
  render(
    <div className={mainTheme}>
      <button type="button" id="booking-link">
        Copy booking link
      </button>
      <Tip anchorId="booking-link" title="Share your booking link" onClose={() => undefined} {...props}>
        Clients who follow it can book you directly.
      </Tip>
    </div>,
  );

const tip = () => page.getByRole('region', { name: 'Share your booking link' });

afterEach(() => {
  vi.useRealTimers();
});

describe('Tip', () => {
  it('shows after the spec’s 1.2 s delay, next to its anchor, without taking focus', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await renderTip();
    page.getByRole('button', { name: 'Copy booking link' }).element().focus();
    await vi.advanceTimersByTimeAsync(1100);
    await expect.element(tip()).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(100);
    await expect.element(tip()).toBeVisible();
    await expect.element(tip()).toHaveTextContent('Clients who follow it can book you directly.');
    await expect.element(page.getByRole('button', { name: 'Copy booking link' })).toHaveFocus();
    const anchor = page.getByRole('button', { name: 'Copy booking link' }).element().getBoundingClientRect();
    expect(tip().element().getBoundingClientRect().top).toBeGreaterThanOrEqual(anchor.bottom);
  });

  it('calls onClose when the user closes it with the button or Escape', async () => {
    const onClose = vi.fn();
    await renderTip({ delay: 0, onClose });
    await userEvent.click(page.getByRole('button', { name: 'Close tip' }));
    expect(onClose).toHaveBeenCalledWith({ reason: 'close-button' });
    page.getByRole('button', { name: 'Close tip' }).element().focus();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenLastCalledWith({ reason: 'escape' });
  });

  it('sits in a polite live region so that it is announced', async () => {
    await renderTip({ delay: 0 });
    await expect.element(tip()).toBeVisible();
    expect(tip().element().parentElement?.getAttribute('aria-live')).toBe('polite');
  });

  it('is named "Tip" when it has no title', async () => {
    await renderTip({ delay: 0, title: undefined });
    await expect.element(page.getByRole('region', { name: 'Tip' })).toBeVisible();
  });
});
