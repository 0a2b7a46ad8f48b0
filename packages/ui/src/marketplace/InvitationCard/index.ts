export {
  InvitationCard,
  defaultInvitationCardLabels,
  invitationTypes,
  rejectionReasons,
} from './InvitationCard';
export type {
  InvitationCardInvitation,
  InvitationCardLabels,
  InvitationCardProps,
  InvitationType,
  RejectionReason,
} from './InvitationCard';
