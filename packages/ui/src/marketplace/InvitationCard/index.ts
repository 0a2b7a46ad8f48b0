export {
  InvitationCard,
  defaultInvitationCardLabels,
  invitationStatuses,
  invitationTypes,
  rejectionReasons,
} from './InvitationCard';
export type {
  InvitationCardInvitation,
  InvitationCardLabels,
  InvitationCardProps,
  InvitationStatus,
  InvitationType,
  RejectionReason,
} from './InvitationCard';
