export { checkDecline, DECLINE_LABELS, type DeclineAnswer } from './decline';
export { invitationListsKey, useInvitationAnswers, type InvitationAnswer } from './useInvitationAnswers';
export {
  auditionPath,
  INVITATION_STATUS_LABELS,
  invitationEntity,
  offeredAnswers,
  opensForTheFirstTime,
  specsPath,
} from './invitationAnswers';
