export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export { badgeMax, badgeTones, formatBadgeCount } from './variants';
export type { BadgeTone } from './variants';
