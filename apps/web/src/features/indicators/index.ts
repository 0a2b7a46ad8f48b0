// Indicators (spec section 4): pending-info dots, the client's getting-started badge, the terms pop-up.
export { pendingInfoDots, hasCountry, hasOrganizationType } from './pendingInfo';
export type { PendingInfoExtra } from './pendingInfo';
export {
  showGettingStartedBadge,
  completedGettingStartedActions,
  VOICE_ACTOR_CHECKLIST_ACTIONS,
} from './gettingStarted';
export { PendingInfoDots } from './PendingInfoDots';
export type { PendingInfoDotsProps } from './PendingInfoDots';
export { ClientGettingStartedBadge } from './ClientGettingStartedBadge';
export type { ClientGettingStartedBadgeProps } from './ClientGettingStartedBadge';
export { TermsDialog } from './TermsDialog';
export type { TermsDialogProps } from './TermsDialog';
