import type { ActiveRole, Offer, Project, User } from '@vo/sdk';
import { isAdmin, isProvider, type Viewer } from '@vo/machines';
import { PROJECT_ALIASES, type RedirectName } from './table';

/** What the redirects read of a project and an offer. */
type ProjectRef = Pick<Project, 'public_hash' | 'slug'>;
type OfferRef = Pick<Offer, 'project_id'>;

/** Proposal-stop messages (spec section 8), shown on the active projects list. */
export const PROPOSALS_STOP_MESSAGES = {
  closed: 'Project closed successfully',
  failed: "Can't closed the project",
  invalid: 'Invalid project id',
} as const;

/** What a redirect needs from the session and the API; the app passes the real ones, tests their own. */
export interface RedirectDeps {
  readonly viewer: Viewer | null;
  readonly user: User | null;
  readonly activeRole: ActiveRole | null;
  /** Acts as the user (admin); resolves true once the session is that user. */
  impersonate(userId: number): Promise<boolean>;
  chooseRole(role: ActiveRole): void;
  /** Shows a message after the redirect lands (a snackbar). */
  flash(message: string): void;
  getProject(idOrHash: string): Promise<ProjectRef>;
  closeProject(idOrHash: string): Promise<void>;
  getOffer(id: number): Promise<OfferRef>;
}

export interface RedirectRequest {
  readonly params: Readonly<Record<string, string | undefined>>;
  readonly url: URL;
}

/** Where to go (a path with its query), or null to stay on the route (its screen shows). */
export type RedirectTarget = string | null;

/** A positive 32-bit id written in decimal, as ids are in URLs. */
export function parseId(value: string | undefined): number | null {
  if (value === undefined || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/** A project id or public hash as the API accepts it (IdOrHash). */
const isIdOrHash = (value: string | undefined): value is string =>
  value !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(value);

const withQuery = (path: string, url: URL): string => `${path}${url.search}`;

const activeProjects = '/dashboard/projects';

/** The role's home (spec section 2): the voice actor dashboard or the client home. */
const roleHome = (provider: boolean): string => (provider ? '/voice-actor/dashboard' : '/dashboard/home');

const PROJECT_PREFIXES = ['projects', ...PROJECT_ALIASES] as const;

/**
 * An old project address with a numeric id goes to the project's public-hash address; the rest of
 * the path and the query (the dialog to open) are kept. /projects/{id}/{action}, where the action is
 * not one of the project's screens, is the old public link: it goes to the public-hash and slug
 * address, /projects/{hash}/{slug}/invite.
 */
async function projectLegacy(request: RedirectRequest, deps: RedirectDeps, routeId: string) {
  const id = parseId(request.params['id']);
  const { action } = request.params;
  if (id === null) {
    // The project's address with its slug (/projects/{public_hash}/{slug}) is its page.
    if (routeId !== 'project.action' || request.params['id'] === undefined) return null;
    const named = await deps.getProject(request.params['id']);
    return named.slug === action ? withQuery(`/projects/${named.public_hash}`, request.url) : null;
  }
  const project = await deps.getProject(String(id));
  const [, prefix = 'projects', , ...rest] = request.url.pathname.split('/');
  const base = `/${PROJECT_PREFIXES.find((p) => p === prefix) ?? 'projects'}/${project.public_hash}`;
  if (routeId.startsWith('project.action')) return withQuery(`${base}/${project.slug}/invite`, request.url);
  if (routeId.startsWith('project.proposalAction')) {
    return withQuery(`${base}/proposals/${request.params['offerId'] ?? ''}`, request.url);
  }
  return withQuery([base, ...rest].join('/'), request.url);
}

/**
 * The redirects of spec section 2. Each returns the target, or null when the route's own screen shows.
 * Errors from the API propagate: the route's error handling applies section 8 to them.
 */
export async function resolveRedirect(
  name: RedirectName,
  routeId: string,
  request: RedirectRequest,
  deps: RedirectDeps,
): Promise<RedirectTarget> {
  const { params, url } = request;
  const provider = deps.activeRole === 'provider';
  switch (name) {
    case 'profile':
      if (deps.user === null) return null;
      return provider && deps.user.username
        ? `/voice-actor/${deps.user.username}`
        : `/client/${deps.user.id}`;
    case 'project':
      return provider ? '/dashboard/invites' : activeProjects;
    case 'dashboard':
      return roleHome(provider);
    case 'dashboardInvites':
      // Providers with a provider id only; everyone else goes to the active projects.
      return deps.viewer !== null && isProvider(deps.viewer) ? null : activeProjects;
    case 'clientRedirect':
      deps.chooseRole('client');
      return roleHome(false);
    case 'editableProfile': {
      // The edit view is for the profile's owner or an admin; others see the view page.
      const id = params['id'] ?? '';
      const user = deps.user;
      const owner = user !== null && (String(user.provider_id ?? '') === id || user.username === id);
      const admin = deps.viewer !== null && isAdmin(deps.viewer);
      return owner || admin ? null : `/voice-actor/${id}`;
    }
    case 'proposalsStop': {
      const id = params['id'];
      if (!isIdOrHash(id)) {
        deps.flash(PROPOSALS_STOP_MESSAGES.invalid);
        return activeProjects;
      }
      try {
        await deps.closeProject(id);
        deps.flash(PROPOSALS_STOP_MESSAGES.closed);
      } catch {
        deps.flash(PROPOSALS_STOP_MESSAGES.failed);
      }
      return activeProjects;
    }
    case 'oldProposal': {
      const offerId = parseId(params['offerId']);
      if (offerId === null) return null;
      const offer = await deps.getOffer(offerId);
      const project = await deps.getProject(String(offer.project_id));
      return `/pv/${project.public_hash}/proposals/details/${offerId}`;
    }
    case 'impersonate': {
      const userId = parseId(params['id']);
      if (userId === null) throw new RouteError(404, 'There is no user with this id.');
      const acting = await deps.impersonate(userId);
      if (!acting) throw new RouteError(404, 'This user could not be loaded.');
      // "then goes to the profile or a given path": only a path of this app.
      const path = url.searchParams.get('path');
      return path !== null && path.startsWith('/') && !path.startsWith('//') ? path : '/profile';
    }
    case 'projectLegacy':
      return projectLegacy(request, deps, routeId);
    case 'projectFaq':
      // The questions' old address.
      return withQuery(url.pathname.replace(/\/faq\/?$/, '/questions'), url);
  }
}

/** A failed route check with a status and a message: the app shows it on the error route. */
export class RouteError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RouteError';
  }
}
