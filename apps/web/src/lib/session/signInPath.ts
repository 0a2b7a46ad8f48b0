/** The sign-in route, with the app path and query to come back to (and sign-up instead of log-in). */
export function signInPath(next: string, action?: 'signup'): string {
  const query = new URLSearchParams({ next });
  if (action !== undefined) query.set('action', action);
  return `/login?${query.toString()}`;
}
