export { checkDecline, DECLINE_LABELS, type DeclineAnswer } from './decline';
export { invitationListsKey, useInvitationAnswers, type InvitationAnswer } from './useInvitationAnswers';
