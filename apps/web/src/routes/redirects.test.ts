import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { users, type UserKind } from '../testing/users';
import { PROPOSALS_STOP_MESSAGES, resolveRedirect, RouteError, type RedirectDeps } from './redirects';
import type { RedirectName } from './table';

const project = { public_hash: 'p7Xk2LmQ9v', slug: 'radio-spot' };

interface Recorded {
  flashes: string[];
  closed: string[];
  roles: string[];
  impersonated: number[];
}

function deps(
  kind: UserKind | null,
  activeRole: 'client' | 'provider' | null = null,
  overrides: Partial<RedirectDeps> = {},
): RedirectDeps & { recorded: Recorded } {
  const recorded: Recorded = { flashes: [], closed: [], roles: [], impersonated: [] };
  const user = kind === null ? null : users[kind];
  return {
    recorded,
    viewer: user === null ? null : { userId: user.id, roles: user.roles, providerId: user.provider_id },
    user,
    activeRole,
    impersonate: (id) => {
      recorded.impersonated.push(id);
      return Promise.resolve(id !== 404);
    },
    chooseRole: (role) => recorded.roles.push(role),
    flash: (message) => recorded.flashes.push(message),
    getProject: (id) =>
      id === '404'
        ? Promise.reject(
            new ApiError({
              status: 404,
              code: 'not_found',
              message: 'Project not found.',
              name: 'NotFoundError',
            }),
          )
        : Promise.resolve(project),
    closeProject: (id) => {
      if (id === 'notmine')
        return Promise.reject(
          new ApiError({ status: 403, code: 'forbidden', message: 'Not yours.', name: 'ForbiddenError' }),
        );
      recorded.closed.push(id);
      return Promise.resolve();
    },
    getOffer: () => Promise.resolve({ project_id: 1234 }),
    ...overrides,
  };
}

const go = (
  name: RedirectName,
  routeId: string,
  url: string,
  params: Record<string, string>,
  d: RedirectDeps,
) => resolveRedirect(name, routeId, { params, url: new URL(url, 'https://app.test') }, d);

describe('redirects of spec section 2', () => {
  it('/profile: the client page for a client, the voice actor profile by username for a provider', async () => {
    expect(await go('profile', 'profile', '/profile', {}, deps('both', 'client'))).toBe('/client/9310');
    expect(await go('profile', 'profile', '/profile', {}, deps('both', 'provider'))).toBe(
      '/voice-actor/maria.lopez.vo',
    );
  });

  it('/project: the invites inbox for a provider, the active projects for a client', async () => {
    expect(await go('project', 'projectShortcut', '/project', {}, deps('both', 'provider'))).toBe(
      '/dashboard/invites',
    );
    expect(await go('project', 'projectShortcut', '/project', {}, deps('client', 'client'))).toBe(
      '/dashboard/projects',
    );
  });

  it("/dashboard goes to the active role's home: the voice actor dashboard or the client home", async () => {
    expect(await go('dashboard', 'dashboard', '/dashboard', {}, deps('both', 'provider'))).toBe(
      '/voice-actor/dashboard',
    );
    expect(await go('dashboard', 'dashboard@talents', '/talents', {}, deps('both', 'client'))).toBe(
      '/dashboard/home',
    );
  });

  it('/dashboard/invites is for providers with a provider id; others go to the active projects', async () => {
    const invites = (kind: UserKind) =>
      go('dashboardInvites', 'dashboard.invites', '/dashboard/invites', {}, deps(kind, 'provider'));
    expect(await invites('provider')).toBeNull();
    expect(await invites('providerWithoutProfile')).toBe('/dashboard/projects');
    expect(await invites('client')).toBe('/dashboard/projects');
  });

  describe('/proposals-stop/{id}', () => {
    it('closes the project with reason client and says so on the active projects', async () => {
      const d = deps('client', 'client');
      const target = await go(
        'proposalsStop',
        'proposalsStop',
        '/proposals-stop/p7Xk2LmQ9v',
        { id: 'p7Xk2LmQ9v' },
        d,
      );
      expect(target).toBe('/dashboard/projects');
      expect(d.recorded.closed).toEqual(['p7Xk2LmQ9v']);
      expect(d.recorded.flashes).toEqual(['Project closed successfully']);
    });

    it("says Can't closed the project when the server refuses", async () => {
      const d = deps('client', 'client');
      await go('proposalsStop', 'proposalsStop', '/proposals-stop/notmine', { id: 'notmine' }, d);
      expect(d.recorded.flashes).toEqual([PROPOSALS_STOP_MESSAGES.failed]);
      expect(PROPOSALS_STOP_MESSAGES.failed).toBe("Can't closed the project");
    });

    it('says Invalid project id for an id that is neither an id nor a hash, without calling the server', async () => {
      const d = deps('client', 'client');
      const target = await go('proposalsStop', 'proposalsStop', '/proposals-stop/a%20b', { id: 'a b' }, d);
      expect(target).toBe('/dashboard/projects');
      expect(d.recorded.closed).toEqual([]);
      expect(d.recorded.flashes).toEqual(['Invalid project id']);
    });
  });

  describe('old project addresses go to the public-hash address, keeping the dialog query', () => {
    it('/projects/{id}/{action}: the public-hash and slug address', async () => {
      const target = await go(
        'projectLegacy',
        'project.action',
        '/projects/1234/radio-spot?dialog=extend',
        { id: '1234', action: 'radio-spot' },
        deps('client'),
      );
      expect(target).toBe('/projects/p7Xk2LmQ9v/radio-spot/invite?dialog=extend');
    });

    it('/projects/{id}/proposals/{offer}/{action}: the proposal under the public hash', async () => {
      const target = await go(
        'projectLegacy',
        'project.proposalAction',
        '/projects/1234/proposals/88/book?dialog=book',
        { id: '1234', offerId: '88', action: 'book' },
        deps('client'),
      );
      expect(target).toBe('/projects/p7Xk2LmQ9v/proposals/88?dialog=book');
    });

    it('a project screen under a numeric id keeps its path and alias prefix', async () => {
      const target = await go(
        'projectLegacy',
        'project.specs@ai',
        '/ai/1234/specs?va-public_invite=1',
        { id: '1234' },
        deps('provider'),
      );
      expect(target).toBe('/ai/p7Xk2LmQ9v/specs?va-public_invite=1');
    });

    it('/projects/{public_hash}/{slug}: the project’s page; another word after the hash is no page', async () => {
      expect(
        await go(
          'projectLegacy',
          'project.action',
          '/projects/p7Xk2LmQ9v/radio-spot?dialog=extend',
          { id: 'p7Xk2LmQ9v', action: 'radio-spot' },
          deps('client'),
        ),
      ).toBe('/projects/p7Xk2LmQ9v?dialog=extend');
      expect(
        await go(
          'projectLegacy',
          'project.action',
          '/projects/p7Xk2LmQ9v/not-its-slug',
          { id: 'p7Xk2LmQ9v', action: 'not-its-slug' },
          deps('client'),
        ),
      ).toBeNull();
    });

    it('an address already under the public hash stays', async () => {
      expect(
        await go(
          'projectLegacy',
          'project.specs',
          '/projects/p7Xk2LmQ9v/specs',
          { id: 'p7Xk2LmQ9v' },
          deps('client'),
        ),
      ).toBeNull();
    });

    it('a project the server does not find is its error (section 8 handles it)', async () => {
      await expect(
        go('projectLegacy', 'project', '/projects/404', { id: '404' }, deps('client')),
      ).rejects.toMatchObject({ status: 404, message: 'Project not found.' });
    });
  });

  it('old /proposals/{offerId} goes to /pv/{id}/proposals/details/{offerId}', async () => {
    expect(await go('oldProposal', 'oldProposal', '/proposals/88', { offerId: '88' }, deps('client'))).toBe(
      '/pv/p7Xk2LmQ9v/proposals/details/88',
    );
  });

  it("/clientRedirect makes the client role active and goes to the client's home", async () => {
    const d = deps('both', 'provider');
    expect(await go('clientRedirect', 'clientRedirect', '/clientRedirect', {}, d)).toBe('/dashboard/home');
    expect(d.recorded.roles).toEqual(['client']);
  });

  it('/voice-actor/{id}/editable is for the owner or an admin; others see the view page', async () => {
    const editable = (kind: UserKind, id: string) =>
      go(
        'editableProfile',
        'voiceActor.editable',
        `/voice-actor/${id}/editable`,
        { id },
        deps(kind, 'provider'),
      );
    expect(await editable('both', '4821')).toBeNull();
    expect(await editable('both', 'maria.lopez.vo')).toBeNull();
    expect(await editable('admin', '4822')).toBeNull();
    expect(await editable('provider', '4821')).toBe('/voice-actor/4821');
  });

  describe('/login/{id}: an admin acts as the user, then goes to the profile or the given path', () => {
    it('goes to the profile by default', async () => {
      const d = deps('admin');
      expect(await go('impersonate', 'login.as', '/login/5530', { id: '5530' }, d)).toBe('/profile');
      expect(d.recorded.impersonated).toEqual([5530]);
    });

    it('goes to the given app path, never to another site', async () => {
      expect(
        await go('impersonate', 'login.as', '/login/5530?path=/account', { id: '5530' }, deps('admin')),
      ).toBe('/account');
      expect(
        await go('impersonate', 'login.as', '/login/5530?path=//evil.example', { id: '5530' }, deps('admin')),
      ).toBe('/profile');
    });

    it('a user who cannot be loaded is a 404 on the error route', async () => {
      await expect(go('impersonate', 'login.as', '/login/404', { id: '404' }, deps('admin'))).rejects.toEqual(
        new RouteError(404, 'This user could not be loaded.'),
      );
      await expect(
        go('impersonate', 'login.as', '/login/abc', { id: 'abc' }, deps('admin')),
      ).rejects.toBeInstanceOf(RouteError);
    });
  });
});
