import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { SnackbarProvider, useSnackbar, type SnackbarOptions } from './Snackbar';

function Trigger({ label, options }: { label: string; options: SnackbarOptions }) {
  const { show } = useSnackbar();
  return (
    <button
      type="button"
      onClick={() => {
        show(options);
      }}
    >
      {label}
    </button>
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Snackbar', () => {
  it('shows a message in a polite status region and hides it after the default 4 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(
      <div className={mainTheme}>
        <SnackbarProvider>
          <Trigger label="Favorite" options={{ message: 'Favorite added' }} />
        </SnackbarProvider>
      </div>,
    );
    const status = page.getByRole('status');
    await expect.element(status).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(page.getByRole('button', { name: 'Favorite' }));
    await expect.element(status.getByText('Favorite added')).toBeVisible();
    await vi.advanceTimersByTimeAsync(3900);
    await expect.element(status.getByText('Favorite added')).toBeVisible();
    await vi.advanceTimersByTimeAsync(200);
    await expect.element(status.getByText('Favorite added')).not.toBeInTheDocument();
  });

  it('shows one at a time, in order, each for its own duration', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(
      <div className={mainTheme}>
        <SnackbarProvider>
          <Trigger label="First" options={{ message: 'Profile saved', duration: 1000 }} />
          <Trigger label="Second" options={{ message: 'Offer sent' }} />
        </SnackbarProvider>
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'First' }));
    await userEvent.click(page.getByRole('button', { name: 'Second' }));
    await expect.element(page.getByText('Profile saved')).toBeVisible();
    await expect.element(page.getByText('Offer sent')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(1000);
    await expect.element(page.getByText('Offer sent')).toBeVisible();
    await expect.element(page.getByText('Profile saved')).not.toBeInTheDocument();
    await vi.advanceTimersByTimeAsync(4000);
    await expect.element(page.getByText('Offer sent')).not.toBeInTheDocument();
  });

  it('runs its action and goes away when the action is pressed', async () => {
    const onUndo = vi.fn();
    await render(
      <div className={mainTheme}>
        <SnackbarProvider>
          <Trigger
            label="Remove"
            options={{ message: 'Favorite removed', action: { label: 'Undo', onClick: onUndo } }}
          />
        </SnackbarProvider>
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Remove' }));
    await userEvent.click(page.getByRole('button', { name: 'Undo' }));
    expect(onUndo).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('Favorite removed')).not.toBeInTheDocument();
  });

  it('takes the provider’s duration as the default', async () => {
    await render(
      <div className={mainTheme}>
        <SnackbarProvider duration={300}>
          <Trigger label="Send" options={{ message: 'Message sent' }} />
        </SnackbarProvider>
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Send' }));
    await expect.element(page.getByText('Message sent')).toBeVisible();
    await expect.element(page.getByText('Message sent')).not.toBeInTheDocument();
  });

  it('refuses to work without a provider', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(render(<Trigger label="Lonely" options={{ message: 'x' }} />)).rejects.toThrow(
      'useSnackbar() needs a <SnackbarProvider> above it.',
    );
    spy.mockRestore();
  });
});
