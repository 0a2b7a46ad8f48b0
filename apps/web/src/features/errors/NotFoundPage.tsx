import { Inline } from '@vo/ui';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';

/**
 * Any unknown route (spec section 2): status 404, Page Not Found, with the ways on written out (the
 * logo's house alone did not say where it goes).
 */
export function NotFoundPage() {
  return (
    <AppErrorPage status={404}>
      <Inline gap="lg" justify="center">
        <AppLink to="/" variant="standalone">
          Go to the home page
        </AppLink>
        <AppLink to="/search" variant="standalone">
          Search voice actors
        </AppLink>
      </Inline>
    </AppErrorPage>
  );
}
