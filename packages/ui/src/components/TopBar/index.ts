export { TopBar, topBarRoleLabels, topBarRoles } from './TopBar';
export type { TopBarProps, TopBarRole } from './TopBar';
