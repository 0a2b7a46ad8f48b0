export {
  InvitationCard,
  defaultInvitationCardLabels,
  invitationCardActions,
  invitationTypes,
  rejectionReasons,
} from './InvitationCard';
export type {
  DeclineCheck,
  InvitationCardAction,
  InvitationCardInvitation,
  InvitationCardLabels,
  InvitationCardProps,
  InvitationType,
  RejectionReason,
} from './InvitationCard';
