import { BottomNav, ProgressBar, TopBar } from '@vo/ui';
import { shallowEqual } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { Link, Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import { signInPath } from '../../routes/table';
import { useAppServices, useSession } from '../../lib/AppContext';
import { MaintenancePage } from '../../lib/errors/AppErrorPage';
import { isRouteHandle, type RouteEntry } from '../../routes/table';
import { isSignedIn } from '../../lib/session/appSession';
import * as styles from './AppShell.css';
import { currentNavItem, hasBothRoles, shellBottomNavItems, shellRole } from './shellNav';
import { useGlobalErrors } from './useGlobalErrors';
import { useDocumentHead } from './useDocumentHead';
import { RestoreAccountDialog } from './RestoreAccountDialog';
import { useSessionEffects } from './useSessionEffects';
import { useLiveUpdates } from './useLiveUpdates';

// Not needed for the first paint: loaded in their own chunk once the shell shows (bundle budget).
const extras = () => import('./ShellExtras');
const ShellBanners = lazy(async () => ({ default: (await extras()).ShellBanners }));
const ShellIndicators = lazy(async () => ({ default: (await extras()).ShellIndicators }));
const ShellTerms = lazy(async () => ({ default: (await extras()).ShellTerms }));
const ImpersonationBar = lazy(async () => ({ default: (await extras()).ImpersonationBar }));
// The drawer and its item lists: no screen uses them, so they leave the initial JavaScript for good.
const ShellDrawer = lazy(async () => ({ default: (await extras()).ShellDrawer }));

const ENVIRONMENT_LABELS = { prod: null, sandbox: 'Sandbox', local: 'Local' } as const;

/** The table entry of the deepest matched route. */
function useCurrentEntry(): RouteEntry | undefined {
  const matches = useMatches();
  const handle = matches.map((match) => match.handle).findLast(isRouteHandle);
  return handle?.entry;
}

/** Links inside the shell's navigation: router links for app paths, plain links elsewhere (help centre). */
const renderLink = ({ href, ...props }: { href: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) =>
  href.startsWith('/') ? <Link to={href} {...props} /> : <a href={href} rel="noopener" {...props} />;

/**
 * The page shell (spec section 2): the impersonation bar, the top bar with the brand, role selector
 * and drawer, the current screen, and the bottom navigation for signed-in users. It also carries out
 * the session's redirects and section 8's global error handling.
 */
export function AppShell() {
  const { site, session } = useAppServices();
  const { actor } = session;
  const navigate = useNavigate();
  const location = useLocation();
  const navigation = useNavigation();
  const entry = useCurrentEntry();
  const routeId = entry?.id;
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [restoreOpen, setRestoreOpen] = useState(false);
  useSessionEffects();
  useLiveUpdates();
  useDocumentHead();
  const maintenance = useGlobalErrors();

  const user = useSession((s) => (isSignedIn(s) ? s.context.user : null));
  const activeRole = useSession((s) => s.context.activeRole);
  // Compared by content: the rendered session's empty counters are another object than the live one's.
  const stats = useSession((s) => s.context.stats, shallowEqual);
  const impersonation = useSession((s) => s.context.impersonation);
  const switching = useSession((s) => s.matches('switchingUser'));

  if (maintenance) return <MaintenancePage />;
  // A page handed on as it is (the clean proposal list): the screen alone, no brand or navigation.
  if (entry?.bare === true)
    return (
      <main id="main" className={styles.main}>
        <Outlet />
      </main>
    );

  const viewer = { user, activeRole };
  const role = shellRole(viewer);
  const current = currentNavItem(routeId);
  const here = `${location.pathname}${location.search}`;
  const environment = ENVIRONMENT_LABELS[site.environment];
  const bottomItems = shellBottomNavItems(viewer, stats);
  // The navbar tour points at the bottom navigation's items by these ids.
  const renderBottomLink = (props: { href: string } & React.AnchorHTMLAttributes<HTMLAnchorElement>) => {
    const item = bottomItems.find((candidate) => candidate.href === props.href);
    return renderLink({ ...props, id: item === undefined ? undefined : `bottom-nav-${item.id}` });
  };

  const onDrawerAction = ({ id }: { id: string }) => {
    setDrawerOpen(false);
    switch (id) {
      case 'logIn':
        void navigate(signInPath(here));
        break;
      case 'signUp':
        void navigate(signInPath(here, 'signup'));
        break;
      case 'signOut': {
        // The identity provider's logout link revokes the refresh tokens of this sign-in.
        const link = actor.getSnapshot().context.logoutLink;
        if (link !== null) {
          void fetch(link, { mode: 'no-cors', credentials: 'include', keepalive: true }).catch(
            () => undefined,
          );
        }
        actor.send({ type: 'session.logout' });
        break;
      }
      case 'restoreAccount':
        setRestoreOpen(true);
        break;
    }
  };

  return (
    <div className={styles.shell}>
      {impersonation !== null && user !== null ? (
        <Suspense fallback={null}>
          <ImpersonationBar
            actingAs={user.name || user.email}
            state={switching ? 'returning' : 'idle'}
            onReturnAsAdmin={() => {
              actor.send({ type: 'session.returnAsAdmin' });
            }}
          />
        </Suspense>
      ) : null}
      <TopBar
        title={
          <span className={styles.title}>
            <Link to="/" className={styles.brand}>
              {site.name}
            </Link>
            {environment !== null ? <span className={styles.environment}>{environment}</span> : null}
          </span>
        }
        hasBothRoles={hasBothRoles(user)}
        role={role === 'provider' ? 'provider' : 'client'}
        onRoleChange={({ role: chosen }) => {
          actor.send({ type: 'session.chooseRole', role: chosen });
          void navigate('/dashboard');
        }}
      >
        <Suspense fallback={null}>
          <ShellIndicators user={user} activeRole={activeRole} />
        </Suspense>
        <Suspense fallback={null}>
          <ShellDrawer
            viewer={viewer}
            site={site}
            current={current}
            open={drawerOpen}
            onOpenChange={({ open }) => {
              setDrawerOpen(open);
            }}
            onAction={onDrawerAction}
            renderLink={(props) =>
              renderLink({
                ...props,
                onClick: () => {
                  setDrawerOpen(false);
                },
              })
            }
          />
        </Suspense>
      </TopBar>
      {navigation.state === 'loading' ? (
        <div className={styles.progress}>
          <ProgressBar label="Loading the page" showLabel={false} />
        </div>
      ) : null}
      <Suspense fallback={null}>
        <ShellBanners
          user={user}
          activeRole={role === 'anonymous' ? null : role}
          impersonating={impersonation !== null}
          routeId={routeId}
          promoCode={routeId === 'plans.promo' ? location.pathname.split('/')[2] : undefined}
        />
      </Suspense>
      <main id="main" className={styles.main}>
        {/* A boundary of its own: React hydrates the server's screen in a pass after the shell's and
            commits it apart (one long commit of the whole page split in two). */}
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      {role !== 'anonymous' ? (
        <BottomNav items={bottomItems} current={current} renderLink={renderBottomLink} />
      ) : null}
      <RestoreAccountDialog
        open={restoreOpen}
        onOpenChange={({ open }) => {
          setRestoreOpen(open);
        }}
      />
      <Suspense fallback={null}>
        <ShellTerms user={user} impersonating={impersonation !== null} />
      </Suspense>
    </div>
  );
}
