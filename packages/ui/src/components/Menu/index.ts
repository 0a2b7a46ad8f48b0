export { Menu, menuAligns, menuItemTones } from './Menu';
export type { MenuAlign, MenuItem, MenuItemTone, MenuProps } from './Menu';
