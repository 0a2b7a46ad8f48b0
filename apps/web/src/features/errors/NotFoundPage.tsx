import { AppErrorPage } from '../../lib/errors/AppErrorPage';

/** Any unknown route (spec section 2): status 404, Page Not Found. */
export function NotFoundPage() {
  return <AppErrorPage status={404} />;
}
