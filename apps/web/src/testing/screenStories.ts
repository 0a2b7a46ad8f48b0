// What the app's screen stories share in their play functions: waiting for the first screen, the
// drawer and buttons from the keyboard, and the mocked answers their users and the error testing page need.
import type { User } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** The first screen of a story waits for the session check and the screen's own chunk. */
export const LOADED = { timeout: 10_000 };

/**
 * A public profile page that has settled: no section still loading and every player ready (its
 * recording's length known), so that its picture does not depend on which answer came first.
 */
export async function publicProfileSettled(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.queryAllByLabelText(/^Loading the /)).toHaveLength(0), LOADED);
  await waitFor(() => expect(canvas.queryAllByText('Loading audio')).toHaveLength(0), LOADED);
}

/** The pending-info dots of the top bar, once the shell's indicators are shown. */
export const pendingInfoDots = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('img', { name: /info missing$/ }, LOADED);

/** The whole document: dialogs render in a portal outside the story's canvas. */
export const documentOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Presses a control from the keyboard: focus on it, then Enter. */
export async function pressWithKeyboard(element: HTMLElement): Promise<void> {
  element.focus();
  await expect(element).toHaveFocus();
  await userEvent.keyboard('{Enter}');
}

/** Opens the drawer from the keyboard (Menu, Enter); focus moves to its close button. */
export async function openDrawerWithKeyboard(canvasElement: HTMLElement): Promise<void> {
  const canvas = within(canvasElement);
  const menu = canvas.getByRole('button', { name: 'Menu' });
  await pressWithKeyboard(menu);
  await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveFocus();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
}

/** The names of the drawer's entries, in order. */
export function drawerEntries(canvasElement: HTMLElement): string[] {
  const drawer = within(canvasElement).getByRole('navigation', { name: 'Menu' });
  return within(drawer)
    .getAllByRole('listitem')
    .map((item) => item.textContent.trim());
}

/**
 * Keeps the snackbar on screen: pointing at it pauses its timer, as for a person reading it, so
 * the picture taken after the story does not depend on how long the checks took.
 */
export async function holdSnackbar(canvasElement: HTMLElement, message: string): Promise<void> {
  const text = await within(canvasElement).findByText(message, undefined, LOADED);
  await userEvent.hover(text);
  await expect(text).toBeVisible();
}

/** The user's Messages count: unread conversation events, in their service's stats. */
export const withPendingEvents = (user: User, pendingEvents: number): User => ({
  ...user,
  services: [
    {
      id: user.id,
      service_id: 'voice_over',
      usage_reason: ['search_and_book'],
      organization_type: 'freelancer',
      stats: { pending_events: pendingEvents, active_projects: 1 },
    },
  ],
});

/** A user who has not accepted the current terms yet (the terms pop-up is waiting for them). */
export const withoutTerms = (user: User): User => ({
  ...user,
  terms_and_privacy: { accepted: false, accepted_at: null, version: null },
});

/** The statuses the error testing page asks the server for (GET /testing/errors/{status}). */
export const TEST_ERROR_STATUSES = [400, 401, 403, 404, 503] as const;

const TEST_ERROR_NAMES = {
  400: 'ValidationError',
  401: 'NotTokenError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  503: 'ServiceUnavailableError',
} as const;

/** The mocked API's answers for the error testing page, worded as the reference server words them. */
export const testErrorAnswers: MockAnswers = {
  triggerTestError: ({ params, reply }) => {
    const status = TEST_ERROR_STATUSES.find((candidate) => String(candidate) === params.status);
    // The page only asks for the statuses above; any other is the documented 400 of a bad status.
    if (status === undefined) return reply(400, errorBody('ValidationError', 'Unknown test status.'));
    return reply(
      status,
      errorBody(
        TEST_ERROR_NAMES[status],
        `This is a test ${status} error from the error testing page.`,
        'test_error',
      ),
    );
  },
};
