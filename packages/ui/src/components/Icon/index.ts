export { Icon, iconSizes } from './Icon';
export type { IconProps, IconSize } from './Icon';
export { iconNames, iconPaths } from './icons';
export type { IconName } from './icons';
