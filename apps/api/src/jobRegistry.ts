// The jobs this server runs: each job name with its handler. Add yours to `jobDefinitions` (e.g. the
// invitation waves, a project's deadline) and schedule it with
// `services.jobs.schedule(name, payload, { runAt, singletonKey })`. Handlers must be idempotent:
// a job whose handler failed or whose server stopped mid-run is run again. The registry imports
// every module that has a job, so only the server's wiring (server.ts) imports it: the queue
// itself (jobs/) knows no module.
import type { Services } from './services';
import {
  CLOSE_AT_DEADLINE_JOB,
  closeAtDeadline,
  INVITATION_WAVE_JOB,
  INVITATION_WAVE_MAIL_JOB,
  mailInvitationWave,
  runInvitationWave,
  type CloseAtDeadlinePayload,
  type InvitationWavePayload,
} from './modules/invitations/invitationWaves';
import {
  INVITATION_MAIL_JOB,
  mailInvitations,
  mailProjectReview,
  PROJECT_REVIEW_MAIL_JOB,
  type InvitationMailPayload,
  type ProjectReviewMailPayload,
} from './modules/invitations/invitationMail';
import {
  ENDORSEMENT_MAIL_JOB,
  mailEndorsementRequest,
  type EndorsementMailPayload,
} from './modules/endorsements/endorsementMail';
import {
  MAIL_DIGEST_JOB,
  sendMailDigest,
  type MailDigestPayload,
} from './modules/notifications/notificationMail';
import { mailQa, QA_MAIL_JOB, type QaMailPayload } from './modules/questions/qaMail';
import { BOOKING_MAIL_JOB, mailBooking, type BookingMailPayload } from './modules/bookings/bookingMail';
import { mailPayment, PAYMENT_MAIL_JOB, type PaymentMailPayload } from './modules/payments/paymentMail';
import {
  mailMembership,
  MEMBERSHIP_MAIL_JOB,
  MEMBERSHIP_PERIOD_END_JOB,
  MEMBERSHIP_RETRY_JOB,
  runMembershipPeriodEnd,
  runMembershipRetry,
  type MembershipMailPayload,
  type MembershipPeriodEndPayload,
  type MembershipRetryPayload,
} from './modules/subscriptions/renewals';
import {
  RECONCILIATION_JOB,
  runReconciliation,
  type ReconciliationPayload,
} from './modules/payments/reconciliation';
import {
  FEEDBACK_MAIL_JOB,
  FEEDBACK_REQUEST_MAIL_JOB,
  mailFeedback,
  mailFeedbackRequest,
  type FeedbackMailPayload,
  type FeedbackRequestMailPayload,
} from './modules/feedback/feedbackMail';
import {
  mailSignInLink,
  SIGN_IN_LINK_MAIL_JOB,
  type SignInLinkMailPayload,
} from './modules/users/signInLinkMail';
import {
  DELIVERABLE_AUTO_ACCEPT_JOB,
  DELIVERABLE_MAIL_JOB,
  mailDeliverable,
  runAutoAccept,
  type DeliverableAutoAcceptPayload,
  type DeliverableMailPayload,
} from './modules/deliverables/deliverableJobs';
import {
  MESSAGE_DIGEST_JOB,
  runMessageDigest,
  type MessageDigestPayload,
} from './modules/channels/channelDigest';
import type { JobHandler, JobPayload } from './jobs';

export interface JobDefinition {
  name: string;
  handler: JobHandler;
}

/** Pairs a job name with its handler, keeping the payload's type inside the handler. */
export function defineJob<P extends JobPayload>(name: string, handler: JobHandler<P>): JobDefinition {
  // The queue hands each handler the payload scheduled under its name.
  return { name, handler: handler as JobHandler };
}

/** Every job of the server, given its services. */
export function jobDefinitions(services: Services): JobDefinition[] {
  return [
    // A casting's automatic invitations, one round at a time (modules/invitations/invitationWaves.ts).
    defineJob<InvitationWavePayload>(INVITATION_WAVE_JOB, (payload) => runInvitationWave(services, payload)),
    // A sent wave's mail, after its round (a longer expiry: a slow mail server).
    defineJob<InvitationWavePayload>(INVITATION_WAVE_MAIL_JOB, (payload) =>
      mailInvitationWave(services, payload),
    ),
    // An active casting closes at its deadline.
    defineJob<CloseAtDeadlinePayload>(CLOSE_AT_DEADLINE_JOB, (payload) => closeAtDeadline(services, payload)),
    // The client's mail on approval or disapproval; a direct invitation's mail (modules/invitations/invitationMail.ts).
    defineJob<ProjectReviewMailPayload>(PROJECT_REVIEW_MAIL_JOB, (payload) =>
      mailProjectReview(services, payload.projectId, payload.review),
    ),
    defineJob<InvitationMailPayload>(INVITATION_MAIL_JOB, async (payload) => {
      await mailInvitations(services, { invitationIds: [payload.invitationId] });
    }),
    // A Q&A question's mail to the owners, an answer's to the other side (modules/questions/qaMail.ts).
    defineJob<QaMailPayload>(QA_MAIL_JOB, (payload) => mailQa(services, payload)),
    // An endorsement request's mail, the only place its link goes (modules/endorsements/endorsementMail.ts).
    defineJob<EndorsementMailPayload>(ENDORSEMENT_MAIL_JOB, (payload) =>
      mailEndorsementRequest(services, payload),
    ),
    // A feedback request's mail to one of its addresses, and the asker's mail about a feedback
    // received (modules/feedback/feedbackMail.ts).
    defineJob<FeedbackRequestMailPayload>(FEEDBACK_REQUEST_MAIL_JOB, (payload) =>
      mailFeedbackRequest(services, payload),
    ),
    defineJob<FeedbackMailPayload>(FEEDBACK_MAIL_JOB, (payload) => mailFeedback(services, payload)),
    // A sign-in link for a forgotten password (modules/users/signInLinkMail.ts).
    defineJob<SignInLinkMailPayload>(SIGN_IN_LINK_MAIL_JOB, (payload) => mailSignInLink(services, payload)),
    // The held mails of one sender to one address, as one digest (modules/notifications/notificationMail.ts).
    defineJob<MailDigestPayload>(MAIL_DIGEST_JOB, (payload) => sendMailDigest(services, payload)),
    // A sent recording accepted at its auto_accept_at, and the mail of each recording step
    // (modules/deliverables/deliverableJobs.ts).
    defineJob<DeliverableAutoAcceptPayload>(DELIVERABLE_AUTO_ACCEPT_JOB, (payload) =>
      runAutoAccept(services, payload),
    ),
    defineJob<DeliverableMailPayload>(DELIVERABLE_MAIL_JOB, (payload) => mailDeliverable(services, payload)),
    // The mail of each booking step to the side it waits on (modules/bookings/bookingMail.ts).
    defineJob<BookingMailPayload>(BOOKING_MAIL_JOB, (payload) => mailBooking(services, payload)),
    defineJob<PaymentMailPayload>(PAYMENT_MAIL_JOB, (payload) => mailPayment(services, payload)),
    // Memberships: a billing period's end (renewal, downgrade, lapse), a failed renewal's retries, mails.
    defineJob<MembershipPeriodEndPayload>(MEMBERSHIP_PERIOD_END_JOB, (payload) =>
      runMembershipPeriodEnd(services, payload),
    ),
    defineJob<MembershipRetryPayload>(MEMBERSHIP_RETRY_JOB, (payload) =>
      runMembershipRetry(services, payload),
    ),
    defineJob<MembershipMailPayload>(MEMBERSHIP_MAIL_JOB, (payload) => mailMembership(services, payload)),
    // The ledger compared with the processor, after money moves and daily (modules/payments/reconciliation.ts).
    defineJob<ReconciliationPayload>(RECONCILIATION_JOB, (payload) => runReconciliation(services, payload)),
    // The unread-messages digest after a quiet period (modules/channels/channelDigest.ts).
    defineJob<MessageDigestPayload>(MESSAGE_DIGEST_JOB, (payload) => runMessageDigest(services, payload)),
  ];
}
