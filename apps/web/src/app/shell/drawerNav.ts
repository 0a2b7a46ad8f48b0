// The drawer's items (spec section 2, Drawer menus), apart from the rest of the shell's navigation:
// the drawer is drawn from the shell's extras chunk (ShellExtras), so neither this nor the ui's
// item lists weigh on the initial JavaScript.
import { hasProviderProfile, hasRole, isAdmin, isFinance, viewerOf } from '@vo/machines';
import { drawerItems, type DrawerItem } from '@vo/ui';
import type { Site } from '../../lib/brand';
import { leadingSomewhere, shellRole, type ShellViewer } from './shellNav';

/** The help centre of each brand (an external site, opened from the drawer's Help). */
export const HELP_CENTRE: Record<Site['brand'], string> = {
  main: 'https://help.voicemarket.example',
  second: 'https://help.castvoices.example',
};

/**
 * The drawer's items for this viewer (spec section 2, Drawer menus), with the addresses that need
 * the user: Favorites is /favorites/{id}; Help opens the brand's help centre.
 */
export function shellDrawerItems(viewer: ShellViewer, site: Site): DrawerItem[] {
  const { user } = viewer;
  const role = shellRole(viewer);
  const who = user === null ? null : viewerOf(user);
  const items = drawerItems({
    role,
    isAdmin: who !== null && isAdmin(who),
    isTester: who !== null && hasRole(who, 'tester'),
    isFinance: who !== null && isFinance(who),
    hasClientRole: who !== null && hasRole(who, 'client'),
    hasProviderProfile: user !== null && hasProviderProfile(user),
  });
  return leadingSomewhere(
    items.map((item) => {
      if (item.id === 'favorites' && user !== null) return { ...item, href: `/favorites/${user.id}` };
      if (item.id === 'help') return { ...item, href: HELP_CENTRE[site.brand] };
      return item;
    }),
  );
}
