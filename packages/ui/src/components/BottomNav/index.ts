export { BottomNav, bottomNavItems, bottomNavRoles } from './BottomNav';
export type { BottomNavItem, BottomNavLinkProps, BottomNavProps, BottomNavRole } from './BottomNav';
