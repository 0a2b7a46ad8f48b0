import { ApiError } from '@vo/sdk';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { AppErrorPage, MaintenancePage } from '../../lib/errors/AppErrorPage';
import { errorOutcome } from '../../lib/errors/errorPolicy';
import { RouteError } from '../../routes/redirects';

/**
 * What a route shows when its loader, its module or its render fails. A failed call keeps its status
 * and server message (503 is the maintenance page); a screen that could not be loaded or drawn is a
 * 500 with the browser's own message, so QA can tell what broke.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data !== '' ? error.data : error.statusText;
    return <AppErrorPage status={error.status} message={message || undefined} />;
  }
  // A route's own refusal, e.g. an address that belongs to a screen not built yet (404).
  if (error instanceof RouteError) {
    return <AppErrorPage status={error.status} message={error.message === '' ? undefined : error.message} />;
  }
  if (error instanceof ApiError) {
    if (errorOutcome(error).kind === 'maintenance') return <MaintenancePage />;
    return <AppErrorPage status={error.status} message={error.message} />;
  }
  const message = error instanceof Error ? error.message : 'something went wrong';
  return <AppErrorPage status={500} title="Error" message={message} />;
}
