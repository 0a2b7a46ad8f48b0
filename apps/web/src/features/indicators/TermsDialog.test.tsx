import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ApiError, type User } from '@vo/sdk';
import type { AcceptTermsRequest } from '@vo/sdk/hooks';
import { mainTheme } from '@vo/ui';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client, withUser } from '../../testing/hintFixtures';
import { TermsDialog, type TermsDialogProps } from './TermsDialog';

const pending = withUser(client, { terms_and_privacy: { accepted: false } });
const accepted = withUser(client, {
  terms_and_privacy: { accepted: true, accepted_at: '2024-03-02T18:40:00Z', version: '2024-03' },
  ab_tests: { category_pages_cro: 'c' },
});

const withQueries = (children: ReactNode) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
    <div className={mainTheme}>{children}</div>
  </QueryClientProvider>
);

/** Records each call of POST /users/{id}/accept_terms and answers with `answer`. */
function acceptRecorder(answer: () => Promise<User>) {
  const calls: { id: number; body: AcceptTermsRequest }[] = [];
  const accept: NonNullable<TermsDialogProps['accept']> = async (id, body) => {
    calls.push({ id, body });
    return { data: await answer(), status: 200, headers: new Headers() };
  };
  return { calls, accept };
}

const dialog = () => page.getByRole('dialog', { name: 'We updated our terms' });

describe('TermsDialog', () => {
  it('shows while the user has not accepted the terms, and not once they have', async () => {
    const screen = await render(withQueries(<TermsDialog user={pending} onAccepted={() => undefined} />));
    await expect.element(dialog()).toBeVisible();
    expect(dialog().getByRole('button', { name: 'Close' }).elements()).toHaveLength(0);
    await screen.rerender(withQueries(<TermsDialog user={accepted} onAccepted={() => undefined} />));
    await expect.element(dialog()).not.toBeInTheDocument();
  });

  it('ignores Escape', async () => {
    await render(withQueries(<TermsDialog user={pending} onAccepted={() => undefined} />));
    await expect.element(dialog()).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog()).toBeVisible();
  });

  it('ignores a click outside', async () => {
    // Wide enough that the panel does not fill the screen (it does below 660 px).
    await page.viewport(1024, 768);
    await render(withQueries(<TermsDialog user={pending} onAccepted={() => undefined} />));
    await expect.element(dialog()).toBeVisible();
    // The dialog's overlay fills the screen around the panel: its corner is outside the dialog.
    const overlay = dialog().element().parentElement;
    if (overlay === null) throw new Error('The dialog has no overlay.');
    await userEvent.click(page.elementLocator(overlay), { position: { x: 4, y: 4 } });
    await expect.element(dialog()).toBeVisible();
  });

  it('UNDERSTOOD records the acceptance, passes on the updated user and closes', async () => {
    const { calls, accept } = acceptRecorder(() => Promise.resolve(accepted));
    const received: User[] = [];
    await render(
      withQueries(<TermsDialog user={pending} accept={accept} onAccepted={(user) => received.push(user)} />),
    );
    await userEvent.click(page.getByRole('button', { name: 'UNDERSTOOD' }));
    await expect.element(dialog()).not.toBeInTheDocument();
    expect(calls).toEqual([{ id: client.id, body: { accepted: true } }]);
    expect(received).toEqual([accepted]);
  });

  it('keeps the dialog open with the server’s message when the call fails', async () => {
    const refused = new ApiError({
      status: 403,
      code: 'forbidden',
      name: 'ForbiddenError',
      message: 'Only the user themself may accept their terms.',
    });
    const { calls, accept } = acceptRecorder(() => Promise.reject(refused));
    const received: User[] = [];
    await render(
      withQueries(<TermsDialog user={pending} accept={accept} onAccepted={(user) => received.push(user)} />),
    );
    await userEvent.click(page.getByRole('button', { name: 'UNDERSTOOD' }));
    await expect
      .element(dialog().getByRole('alert'))
      .toHaveTextContent('Only the user themself may accept their terms.');
    await expect.element(dialog()).toBeVisible();
    expect(calls).toHaveLength(1);
    expect(received).toEqual([]);
  });
});
