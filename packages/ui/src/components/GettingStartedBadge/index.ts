export { GettingStartedBadge, showGettingStarted } from './GettingStartedBadge';
export type { GettingStartedBadgeProps } from './GettingStartedBadge';
