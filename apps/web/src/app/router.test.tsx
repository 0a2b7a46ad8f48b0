import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { errorBody } from '@vo/sdk/mocks';
import { renderApp } from '../testing/renderApp';
import { users } from '../testing/users';

/** The fields of a project the redirects read; the rest of a Project comes from the SDK's seeded mock. */
const project = { public_hash: 'p7Xk2LmQ9v', slug: 'radio-spot' };

describe('guards', () => {
  it('sends an anonymous visitor of a non-public route to sign-in, keeping path and query', async () => {
    const app = await renderApp('/account?tab=email&cro=b');
    await expect
      .poll(() => app.left)
      .toEqual(['https://login.test/authorize?redirect=/account?tab=email&cro=b']);
    expect(app.location()).toBe('/login?next=%2Faccount%3Ftab%3Demail%26cro%3Db');
    await expect.element(app.screen.getByRole('heading', { name: 'Signing you in' })).toBeVisible();
    // The cro value is stored for after the redirect (spec section 2).
    expect(localStorage.getItem('vo.session.cro')).toBe('b');
  });

  it('a signed-in route keeps its rule: anonymous visitors go to sign-in', async () => {
    const app = await renderApp('/dashboard/home');
    await expect.poll(() => app.location()).toBe('/login?next=%2Fdashboard%2Fhome');
  });

  it('sends a signed-in user without the role to the error route with 403', async () => {
    const app = await renderApp('/finance', { user: users.tester });
    await expect.poll(() => app.location()).toBe('/error?status=403&message=This+page+is+for+finance+staff.');
    await expect.element(app.screen.getByRole('heading', { name: '403 Error' })).toBeVisible();
    await expect.element(app.screen.getByText('This page is for finance staff.')).toBeVisible();
    // The title follows the page from an effect: on a loaded machine it can come a moment later.
    await expect.poll(() => document.title).toBe('403 Error This page is for finance staff.');
  });

  it('shows the 404 page for an unknown route', async () => {
    const app = await renderApp('/no/such/page');
    await expect.element(app.screen.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect.poll(() => document.title).toBe('404 Error Page Not Found');
  });

  it('lets an admin and a tester open the error testing page', async () => {
    for (const user of [users.admin, users.tester]) {
      const app = await renderApp('/error-testing', { user });
      await expect.element(app.screen.getByRole('heading', { name: 'Error testing' })).toBeVisible();
    }
  });
});

describe('sign-in callback', () => {
  it('exchanges code and state, removes them from the address and returns to the kept path', async () => {
    const app = await renderApp('/error-testing?tab=1&code=c0de&state=st4te', {
      stored: { 'vo.session.returnTo': '/error-testing?tab=1' },
      api: {
        signIn: {
          access_token: 'a.b.c',
          refresh_token: 'r3fresh',
          logout_link: 'https://login.test/out',
          sign_up: false,
        },
        getMe: users.tester,
      },
    });
    expect(app.replaced).toEqual(['https://app.test/error-testing?tab=1']);
    await expect.element(app.screen.getByRole('heading', { name: 'Error testing' })).toBeVisible();
    expect(app.api.calls('signIn').map((call) => call.url)).toContain(
      '/api/auth/sign_in?code=c0de&state=st4te',
    );
    expect(localStorage.getItem('vo.auth.accessToken')).toBe('a.b.c');
  });
});

describe('redirects on the router', () => {
  it('/dashboard swaps by the active role: the voice actor dashboard or the client home', async () => {
    const provider = await renderApp('/dashboard', { user: users.both, activeRole: 'provider' });
    await expect.poll(() => provider.location()).toBe('/voice-actor/dashboard');
    const client = await renderApp('/talents', { user: users.both, activeRole: 'client' });
    await expect.poll(() => client.location()).toBe('/dashboard/home');
  });

  it('/proposals-stop/{id} closes with reason client and shows the message on the active projects', async () => {
    const app = await renderApp('/proposals-stop/p7Xk2LmQ9v', {
      user: users.client,
      api: { closeProject: ({ generated }) => ({ ...generated(), ...project, status: 'closed' }) },
    });
    await expect.poll(() => app.location()).toBe('/dashboard/projects');
    expect(app.api.calls('closeProject').map((call) => [call.params.id, call.body])).toEqual([
      ['p7Xk2LmQ9v', { reason: 'client' }],
    ]);
    await expect.element(page.getByText('Project closed successfully')).toBeVisible();
  });

  it("/proposals-stop/{id} says Can't closed the project when the server refuses", async () => {
    const app = await renderApp('/proposals-stop/p7Xk2LmQ9v', {
      user: users.client,
      api: {
        closeProject: ({ reply }) => reply(403, errorBody('ForbiddenError', 'Not your project.')),
      },
    });
    await expect.poll(() => app.location()).toBe('/dashboard/projects');
    await expect.element(page.getByText("Can't closed the project")).toBeVisible();
  });

  it('an old numeric project address goes to the public-hash address with the dialog query', async () => {
    const app = await renderApp('/projects/1234/specs?dialog=extend', {
      user: users.client,
      api: {
        // Only the old numeric id is known, so the redirect proves it asked for that one.
        getProject: ({ params, generated, reply }) =>
          params.id === '1234'
            ? { ...generated(), ...project }
            : reply(404, errorBody('NotFoundError', 'Project not found.')),
      },
    });
    await expect.poll(() => app.location()).toBe('/projects/p7Xk2LmQ9v/specs?dialog=extend');
  });

  it('a redirect whose project is missing shows the error page with the server message', async () => {
    const app = await renderApp('/projects/999/specs', {
      user: users.client,
      api: { getProject: ({ reply }) => reply(404, errorBody('NotFoundError', 'Project not found.')) },
    });
    await expect.poll(() => app.location()).toBe('/error?status=404&message=Project+not+found.');
  });

  it('/login/{id}: an admin acts as the user and returns with RETURN AS ADMIN', async () => {
    let actingAs: string | null = null;
    const app = await renderApp('/login/5530?path=/error', {
      user: users.admin,
      api: {
        getMe: ({ request }) => {
          actingAs = request.headers.get('x-logged-as');
          return actingAs === '5530' ? users.client : users.admin;
        },
      },
    });
    await expect.poll(() => app.location()).toBe('/error');
    expect(actingAs).toBe('5530');
    const returnButton = app.screen.getByRole('button', { name: 'RETURN AS ADMIN' });
    await expect.element(returnButton).toBeVisible();
    await userEvent.click(returnButton);
    await expect.element(returnButton).not.toBeInTheDocument();
    expect(actingAs).toBeNull();
  });

  it('/login/{id} is for admins only', async () => {
    const app = await renderApp('/login/5530', { user: users.client });
    await expect.poll(() => app.location()).toBe('/error?status=403&message=This+page+is+for+admins.');
  });
});

describe('sign out', () => {
  it("shows 'Logging out', forgets the tokens and goes Home", async () => {
    const app = await renderApp('/error-testing', { user: users.tester });
    await expect.element(app.screen.getByRole('heading', { name: 'Error testing' })).toBeVisible();
    expect(localStorage.getItem('vo.auth.accessToken')).not.toBeNull();
    await userEvent.click(app.screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(page.getByRole('button', { name: 'Sign out' }));
    await expect.element(page.getByText('Logging out')).toBeVisible();
    await expect.poll(() => app.location()).toBe('/');
    expect(localStorage.getItem('vo.auth.accessToken')).toBeNull();
  });
});
