import type { Meta, StoryObj } from '@storybook/react-vite';
import { createApiClient, createMemoryTokenStorage, setDefaultApiClient } from '@vo/sdk';
import { within } from 'storybook/test';
import { createMemoryStore, sessionMachine } from '@vo/machines';
import { MachineInspector } from './MachineInspector';
import { fail } from './mocks';
import { choice, json, number, text } from './payload';
import { expectContext, expectInState, expectNotHandled, expectState, send } from './play';

const DISCOVERY_FLAGS = [
  'navbar_tour_home',
  'navbar_tour_search',
  'navbar_tour_messages',
  'navbar_tour_projects',
  'navbar_tour_profile',
  'navbar_tour_membership',
  'navbar_tour_favorites',
  'navbar_tour_more',
  'navbar_tour_finished',
  'search',
  'reviews',
  'decline',
  'messaging_booking',
  'messaging_booking_link',
];
const UNAUTHORIZED_NAMES = [
  'RefreshTokenFailed',
  'InvalidTokenSupplied',
  'ExpiredTokenError',
  'MissingRefreshToken',
  'LoginRequired',
];

interface SessionInspectorProps {
  /** The browser starts with tokens stored (a returning visitor): the session checks them at once. */
  readonly storedTokens: boolean;
}

/**
 * The session with its default actors. Each run gets a token store of its own, which the SDK client
 * (the one the actors call) reads too, as in the app.
 */
function SessionInspector({ storedTokens }: SessionInspectorProps) {
  return (
    <MachineInspector
      key={String(storedTokens)}
      machine={sessionMachine}
      title="Session"
      description="The signed-in session: sign-in through the identity provider's link and callback, the check of stored tokens, logout on the 401s a session cannot survive, the active role, admin impersonation, preferences, the pending favorite, and live updates (a child actor) while identified."
      createInput={() => {
        const tokens = createMemoryTokenStorage(
          storedTokens ? { accessToken: 'expired-access', refreshToken: 'revoked-refresh' } : {},
        );
        setDefaultApiClient(createApiClient({ baseUrl: '/api', tokens }));
        // localStorage for one run: nothing leaks between stories or runs.
        return { tokens, storage: createMemoryStore() };
      }}
      payloads={{
        'session.signIn': [
          text('path', { label: 'Return path', initial: '/projects/7731' }),
          text('context', { label: 'Sign-up flow', optional: true }),
        ],
        'session.callback': [
          text('code', { label: 'Code', initial: 'c0de', optional: true }),
          text('state', { label: 'State', initial: 's7Hq2Lx9Vb', optional: true }),
          text('alToken', { label: 'Magic link token', optional: true }),
        ],
        'session.unauthorized': [choice('name', UNAUTHORIZED_NAMES, { label: 'Reason' })],
        'session.chooseRole': [choice('role', ['client', 'provider'], { label: 'Role' })],
        'session.choosePlan': [text('promoCode', { label: 'Promo code', optional: true })],
        'session.impersonate': [number('userId', { label: 'User id', initial: 9310 })],
        'session.savePreferences': [
          json('uiPreferences', {
            label: 'UI preferences',
            initial: { jump2023_promo: false },
            optional: true,
          }),
          json('completedActions', { label: 'Completed actions', optional: true }),
        ],
        'session.closeHint': [
          choice('flag', DISCOVERY_FLAGS, { label: 'Hint' }),
          text('at', { label: 'Closed at', initial: '2026-11-21T12:00:00Z' }),
        ],
        'session.saveFavorite': [
          json('favorite', { label: 'Favorite', initial: { target: 'provider', target_id: 4821 } }),
        ],
        'session.stats': [json('stats', { label: 'Stats', initial: { pending_events: 5 } })],
      }}
    />
  );
}

const meta = {
  title: 'Machines/Session',
  component: SessionInspector,
  args: { storedTokens: false },
} satisfies Meta<typeof SessionInspector>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Send events by hand; the API answers with the SDK's generated examples. */
export const Playground: Story = {};

/** Sign in through the identity provider, get identified (live updates start), choose a role, log out. */
export const HappyPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'anonymous');
    await expectNotHandled(canvas, 'session.logout');
    await send(canvas, 'session.signIn');
    await expectState(canvas, 'signingIn.redirecting');
    await expectContext(canvas, '"returnTo": "/projects/7731"');
    await expectContext(canvas, '"signInLink": "https://');
    await send(canvas, 'session.callback');
    await expectInState(canvas, 'identified');
    await expectContext(canvas, '"redirect": "return"');
    await expectContext(canvas, '"username": "maria.lopez.vo"');
    await canvas.findByText('liveUpdates');
    await send(canvas, 'session.chooseRole', { fields: { Role: 'client' } });
    await expectContext(canvas, '"activeRole": "client"');
    await send(canvas, 'session.logout');
    await expectState(canvas, 'loggedOut');
    await expectContext(canvas, '"snackbar": "Logging out"');
  },
};

/** Stored tokens are stale and the refresh is refused: the session is forgotten and sign-in starts. */
export const RefusedRefresh: Story = {
  args: { storedTokens: true },
  beforeEach: ({ msw }) => {
    msw.use(
      fail('getMe', 401, {
        code: 'token_expired',
        message: 'The access token has expired.',
        name: 'NotTokenError',
      }),
      fail('refreshAccessToken', 401, {
        code: 'refresh_token_revoked',
        message: 'The refresh token was revoked.',
        name: 'RefreshTokenFailed',
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectState(canvas, 'signingIn.redirecting');
    await expectContext(canvas, '"redirect": "login"');
    await expectContext(canvas, '"hasTokens": false');
    await expectContext(canvas, '"user": null');
    await expectNotHandled(canvas, 'session.logout');
  },
};
