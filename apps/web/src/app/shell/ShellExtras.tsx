// The shell's parts that are not needed for the first paint, in their own chunk (see AppShell): the
// banners and hints of section 4, the pending-info dots, the getting-started badge, the terms pop-up,
// the bar of an admin acting as another user (never on a server-rendered page), and the drawer menu.
import { useQuery } from '@tanstack/react-query';
import type { User } from '@vo/sdk';
import { DrawerMenu, type DrawerMenuProps } from '@vo/ui';
export { ImpersonationBar } from '@vo/ui';
import { useAppServices } from '../../lib/AppContext';
import type { Site } from '../../lib/brand';
import { shellDrawerItems } from './drawerNav';
import type { ShellViewer } from './shellNav';
import { HintsOutlet, isHintPage } from '../../features/hints';
import { ClientGettingStartedBadge, PendingInfoDots, TermsDialog } from '../../features/indicators';

export interface ShellExtrasProps {
  user: User | null;
  activeRole: 'client' | 'provider' | null;
  impersonating: boolean;
  /** The current route's id in the table (an alias's id carries `@alias`). */
  routeId: string | undefined;
  /** The promo code of /plans/{promo_code}. */
  promoCode?: string;
}

export interface ShellDrawerProps extends Omit<DrawerMenuProps, 'items'> {
  viewer: ShellViewer;
  site: Site;
}

/**
 * The drawer (spec section 2, Drawer menus): its Menu button and panel with the viewer's items. A
 * server-rendered page has it in its HTML; the browser hydrates it when this chunk arrives, and a
 * tap before then is replayed (app/earlyInput.ts).
 */
export function ShellDrawer({ viewer, site, ...rest }: ShellDrawerProps) {
  return <DrawerMenu items={shellDrawerItems(viewer, site)} {...rest} />;
}

/** The banners and guided hints of the current page. */
export function ShellBanners({ user, activeRole, impersonating, routeId, promoCode }: ShellExtrasProps) {
  const { session } = useAppServices();
  const base = routeId?.split('@')[0];
  const pageId = base !== undefined && isHintPage(base) ? base : null;
  // The promos running now, for their banner on the plans pages and the extra pages they support
  // (spec section 4); with the user's id, the server marks those they cannot use.
  const query = user === null ? {} : { user_id: user.id };
  const promos = useQuery({
    queryKey: ['/promo_codes/active', query],
    // The core client: its types are the hints' (@vo/sdk's), the generated hooks' models are not.
    queryFn: async ({ signal }) =>
      (
        await session.client.unwrap(
          session.client.api.GET('/promo_codes/active', { params: { query }, signal }),
        )
      ).data,
    enabled: pageId !== null,
    staleTime: 5 * 60_000,
    // A banner that could not be loaded is not worth an error notice.
    meta: { errors: 'local' },
  });
  // The clock is the nearest ClockProvider's (the real one by default): no provider here, so a
  // test or story that sets the time around the app is heard.
  return (
    <HintsOutlet
      viewer={{ user, activeRole, impersonating }}
      pageId={pageId}
      promoCode={promoCode}
      promos={promos.data}
      send={(event) => {
        session.actor.send(event);
      }}
    />
  );
}

/** The pending-info dots and the client's getting-started badge, beside the menu. */
export function ShellIndicators({ user, activeRole }: Pick<ShellExtrasProps, 'user' | 'activeRole'>) {
  if (user === null) return null;
  return (
    <>
      <PendingInfoDots user={user} />
      <ClientGettingStartedBadge user={user} activeRole={activeRole ?? undefined} />
    </>
  );
}

/**
 * The terms pop-up: it cannot be dismissed; UNDERSTOOD records the acceptance. An admin acting as
 * someone else does not accept for them, so it does not show then.
 */
export function ShellTerms({ user, impersonating }: Pick<ShellExtrasProps, 'user' | 'impersonating'>) {
  const { session } = useAppServices();
  if (user === null || impersonating) return null;
  return (
    <TermsDialog
      user={user}
      onAccepted={(accepted) => {
        session.actor.send({ type: 'session.userChanged', user: accepted });
      }}
    />
  );
}
