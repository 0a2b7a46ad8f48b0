import { hasRole, isAdmin, isFinance, isProvider, type Viewer } from '@vo/machines';

/**
 * Who may open a route (spec sections 2 and 6). `provider` needs the provider role with a provider id
 * greater than 0; `finance` needs admin and finance (spec section 5); `tester` is admin or tester
 * (the experiments tool and the error testing page).
 */
export const ACCESS_RULES = ['public', 'authenticated', 'provider', 'admin', 'finance', 'tester'] as const;
export type Access = (typeof ACCESS_RULES)[number];

/** The visitor as a route guard sees it: null when anonymous. */
export type RouteViewer = Viewer | null;

export type AccessDecision =
  | { kind: 'allow' }
  /** Anonymous on a non-public route: sign in, then come back. */
  | { kind: 'signIn' }
  /** Signed in without the role: the error route with this status and message. */
  | { kind: 'deny'; status: 403; message: string };

const DENIED: Record<Exclude<Access, 'public' | 'authenticated'>, string> = {
  provider: 'This page is for voice actors.',
  admin: 'This page is for admins.',
  finance: 'This page is for finance staff.',
  tester: 'This page is for admins and testers.',
};

const ALLOWED: Record<Exclude<Access, 'public' | 'authenticated'>, (viewer: Viewer) => boolean> = {
  provider: isProvider,
  admin: isAdmin,
  finance: isFinance,
  tester: (viewer) => isAdmin(viewer) || hasRole(viewer, 'tester'),
};

/** The guard of every route: the same decision in loaders, links and tests. */
export function checkAccess(access: Access, viewer: RouteViewer): AccessDecision {
  if (access === 'public') return { kind: 'allow' };
  if (viewer === null) return { kind: 'signIn' };
  if (access === 'authenticated') return { kind: 'allow' };
  return ALLOWED[access](viewer) ? { kind: 'allow' } : { kind: 'deny', status: 403, message: DENIED[access] };
}
