import { getListUserProjectsQueryOptions } from '@vo/sdk/hooks';

/** Projects on one page of the dashboard's lists. */
export const PROJECTS_PAGE_SIZE = 10;

/** The dashboard's two lists (spec section 2): projects (active) and past. */
export type ProjectScope = 'active' | 'past';

/** `/dashboard/past` (and its aliases) is the past list; the rest the active one. */
export const scopeOf = (pathname: string): ProjectScope =>
  pathname.replace(/\/$/, '').endsWith('/past') ? 'past' : 'active';

/**
 * One page of the user's castings in a scope, newest first (listUserProjects). Bookings are the
 * dashboard's bookings child (spec section 2: bookings, type booking), not these tabs.
 */
export const userProjectsQuery = (userId: number, scope: ProjectScope, page: number) =>
  getListUserProjectsQueryOptions(userId, { type: 'casting', scope, page, size: PROJECTS_PAGE_SIZE });
