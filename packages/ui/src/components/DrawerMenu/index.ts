export { DrawerMenu } from './DrawerMenu';
export type { DrawerMenuLinkProps, DrawerMenuProps } from './DrawerMenu';
export { drawerItems, drawerRoles } from './drawerItems';
export type { DrawerItem, DrawerRole } from './drawerItems';
