import { createWebTokenStorage, type User } from '@vo/sdk';
import { createMockApi, errorBody } from '@vo/sdk/mocks';
import { mainTheme } from '@vo/ui';
import { describe, expect, it, onTestFinished } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { waitFor } from 'xstate';
import { users } from '../../testing/users';
import { createMemoryStorage } from '../../testing/appHarness';
import { AppServicesProvider } from '../AppContext';
import { siteFor } from '../brand';
import { createNotices } from '../notices';
import { createAppSession, isSettling, isSignedIn } from '../session/appSession';
import { PLAYED_SAMPLES_KEY, type PlayGateLimit } from './playGate';
import { PlayGateDialog } from './PlayGateDialog';
import { usePlayback } from './usePlayback';

const ORIGIN = 'https://app.test';

/** A page with sample "players" whose listened callbacks the test fires as a real player would. */
function SamplesPage({ gateAfter }: { gateAfter: PlayGateLimit }) {
  const playback = usePlayback({ gateAfter });
  return (
    <>
      {['one', 'two', 'three', 'four', 'five', 'six'].map((name) => (
        <button
          key={name}
          type="button"
          onClick={() => {
            playback.onListened({ src: `/files/${name}.mp3` });
          }}
        >
          {`Listen to ${name}`}
        </button>
      ))}
      <PlayGateDialog gate={playback.gate} />
    </>
  );
}

function Here() {
  const location = useLocation();
  return <p>{`At ${location.pathname}${location.search}`}</p>;
}

async function renderPage(path: string, options: { user?: User; gateAfter?: PlayGateLimit } = {}) {
  const storage = createMemoryStorage();
  sessionStorage.clear();
  const user = options.user;
  if (user !== undefined) {
    createWebTokenStorage(storage).setTokens({ accessToken: 'access.token', refreshToken: 'refresh.token' });
  }
  const api = createMockApi(
    { getMe: ({ reply }) => user ?? reply(401, errorBody('NotTokenError', 'No access token was sent.')) },
    { base: `${ORIGIN}/api`, unanswered: 'notFound' },
  );
  const session = createAppSession({
    baseUrl: `${ORIGIN}/api`,
    storage,
    // The visit's storage is the browser's, as in the app: the gate's count is read from it below.
    sessionStorage: window.sessionStorage,
    fetch: (request) => api.fetch(request),
    location: { href: `${ORIGIN}${path}` },
    replaceUrl: () => undefined,
  });
  onTestFinished(() => {
    session.actor.stop();
  });
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SamplesPage gateAfter={options.gateAfter ?? 5} /> },
      { path: '/login', element: <Here /> },
    ],
    { initialEntries: [path] },
  );
  await render(
    <AppServicesProvider value={{ site: siteFor('localhost'), session, notices: createNotices() }}>
      <div className={mainTheme} data-theme="main">
        <RouterProvider router={router} />
      </div>
    </AppServicesProvider>,
  );
  await waitFor(session.actor, (snapshot) => !isSettling(snapshot));
  if ((user !== undefined) !== isSignedIn(session.actor.getSnapshot()))
    throw new Error('The session did not settle as asked.');
  return { router, session };
}

const listen = (name: string) => userEvent.click(page.getByRole('button', { name: `Listen to ${name}` }));
const gateDialog = () => page.getByRole('dialog', { name: 'Sign in to keep listening' });

describe('usePlayback: the anonymous play gate', () => {
  it('lets five samples play, opens the login dialog at the sixth and signs in back to the same search', async () => {
    const { router } = await renderPage('/search?languages=english&page=2');
    for (const name of ['one', 'two', 'three', 'four', 'five']) await listen(name);
    expect(gateDialog().elements()).toHaveLength(0);
    await listen('six');
    await expect.element(gateDialog()).toBeVisible();
    await expect
      .element(gateDialog().getByText('You have listened to 5 samples.', { exact: false }))
      .toBeVisible();
    expect(JSON.parse(sessionStorage.getItem(PLAYED_SAMPLES_KEY) ?? '[]')).toHaveLength(5);

    await userEvent.click(gateDialog().getByRole('button', { name: 'Sign in' }));
    await expect.element(page.getByText('At /login?next=', { exact: false })).toBeVisible();
    expect(router.state.location.search).toBe(
      `?${new URLSearchParams({ next: '/search?languages=english&page=2', context: 'listen' })}`,
    );
  });

  it('reopens for any new sample once closed, and counts across pages of the visit', async () => {
    await renderPage('/search', { gateAfter: 3 });
    // Two samples were played on an earlier page of this visit: one more plays here.
    sessionStorage.setItem(
      PLAYED_SAMPLES_KEY,
      JSON.stringify(['/files/earlier-a.mp3', '/files/earlier-b.mp3']),
    );
    await listen('one');
    expect(gateDialog().elements()).toHaveLength(0);
    await listen('two');
    await expect.element(gateDialog()).toBeVisible();
    await expect
      .element(gateDialog().getByText('You have listened to 3 samples.', { exact: false }))
      .toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(gateDialog()).not.toBeInTheDocument();
    await listen('three');
    await expect.element(gateDialog()).toBeVisible();
    await userEvent.click(gateDialog().getByRole('button', { name: 'Create an account' }));
    await expect.element(page.getByText('At /login?next=%2Fsearch&action=signup')).toBeVisible();
  });

  it('never counts a signed-in user', async () => {
    await renderPage('/search', { user: users.client });
    for (const name of ['one', 'two', 'three', 'four', 'five', 'six']) await listen(name);
    expect(gateDialog().elements()).toHaveLength(0);
    expect(sessionStorage.getItem(PLAYED_SAMPLES_KEY)).toBeNull();
  });
});
