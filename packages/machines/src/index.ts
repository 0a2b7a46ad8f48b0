// @vo/machines: the marketplace's lifecycles as XState v5 machines (no React), the pure helpers the
// app and the server share, and the spec's data (labels, tiers, defaults).

// Shared
export { isCrawler } from './shared/crawlers';
export { decide, statusParser } from './shared/decide';
export type { Decision, EntityState, StatusOf } from './shared/decide';
export { hasRole, isAdmin, isFinance, isProvider } from './shared/viewer';
export type { Role, Viewer } from './shared/viewer';

// Project
export { projectMachine, decideProject, projectCan, projectIsOpen } from './project/projectMachine';
export type { ProjectMachineEvent } from './project/projectMachine';
export {
  initialProjectContext,
  partiesOf,
  PROJECT_STATUSES,
  SETTLED_CHARGES,
  isChargeSettled,
  parseProjectStatus,
} from './project/projectSetup';
export type {
  ProjectContext,
  ProjectEvent,
  ProjectInput,
  ProjectStatus,
  ProjectType,
  ClosingReason,
  CompletionReason,
  CancelReason,
  Party,
} from './project/projectSetup';
export { projectRefusal } from './project/projectRefusal';
export type { ProjectRefusal } from './project/projectRefusal';
export {
  projectLabel,
  projectInvitesAutomatically,
  COMPLETION_REASONS,
  CLOSING_REASON_LABELS,
} from './project/projectLabel';
export type { ProjectLabel, ProjectLabelInput } from './project/projectLabel';
export { aimaSwitchedOn, projectEntityOf } from './project/projectResource';
export type { ProjectResource } from './project/projectResource';

// Charge and Secure Payment
export {
  chargeMachine,
  decideCharge,
  CHARGE_STATUSES,
  parseChargeStatus,
  securePaymentStatus,
  SECURE_PAYMENT_LABELS,
} from './charge/chargeMachine';
export type {
  ChargeContext,
  ChargeEvent,
  ChargeInput,
  ChargeStatus,
  SecurePaymentStatus,
} from './charge/chargeMachine';
export { additionalChargeEntity, chargeStepsFor, mayPayAdditional } from './charge/chargeSteps';
export type { ChargeResource } from './charge/chargeSteps';
export { isManualPayoutMethod, MANUAL_PAYOUT_METHODS, mayRecordPayout } from './charge/payouts';

// Offer
export { offerMachine, decideOffer, OFFER_STATUSES, parseOfferStatus } from './offer/offerMachine';
export type { OfferContext, OfferEntity, OfferEvent, OfferInput, OfferStatus } from './offer/offerMachine';
export {
  allowedOfferActions,
  canEnterOfferRoute,
  OFFER_ACTIONS,
  OFFER_ACTION_EVENTS,
} from './offer/offerHelpers';
export type { OfferAction } from './offer/offerHelpers';

// Deliverable
export {
  deliverableMachine,
  decideDeliverable,
  DELIVERABLE_STATUSES,
  parseDeliverableStatus,
  autoAcceptDelayMs,
  MAX_TIMER_DELAY_MS,
  DEFAULT_BOOKING_REVISIONS,
} from './deliverable/deliverableMachine';
export type {
  DeliverableContext,
  DeliverableEntity,
  DeliverableEvent,
  DeliverableInput,
  DeliverableStatus,
} from './deliverable/deliverableMachine';
export {
  allowedDeliverableActions,
  autoAcceptsAt,
  canSendRecording,
  deliverableActionEvent,
  shouldAdviseRevisionFirst,
  DELIVERABLE_ACTIONS,
} from './deliverable/deliverableHelpers';
export type { DeliverableAction } from './deliverable/deliverableHelpers';

// Invitation
export {
  invitationMachine,
  decideInvitation,
  invitationRefusal,
  allowedInvitationActions,
  declineProblem,
  DECLINE_PROBLEM_MESSAGES,
  CASTING_INVITATION_STATUSES,
  parseCastingInvitationStatus,
} from './invitation/invitationMachine';
export type {
  InvitationContext,
  InvitationEntity,
  InvitationEvent,
  InvitationInput,
  InvitationStatus,
  InvitationStatusUpdate,
  InvitationAction,
  InvitationRefusal,
  RejectionReason,
  DeclineProblem,
  CastingInvitationStatus,
} from './invitation/invitationMachine';
export {
  groupInvitationsByMembership,
  isSecurePaymentsInvitation,
  isUnreadInvitation,
  membershipLevelOf,
  MEMBERSHIP_TIER_BY_LEVEL,
} from './invitation/invitationLists';
export type { MembershipGroup, WithMembershipLevel } from './invitation/invitationLists';

// Booking
export {
  bookingMachine,
  decideBooking,
  bookingRefusal,
  allowedBookingActions,
  bookingStepsFor,
  BOOKING_STATUSES,
  parseBookingStatus,
} from './booking/bookingMachine';
export type {
  BookingContext,
  BookingEntity,
  BookingEvent,
  BookingInput,
  BookingStatus,
  BookingRefusal,
} from './booking/bookingMachine';
export {
  BOOKING_DEFAULTS,
  SCRIPT_RATE_TIERS,
  AUDIENCE_TIERS,
  estimateRecordingSeconds,
  audienceLabel,
} from './booking/bookingData';
export type { AudienceSize, AudienceTier, ScriptRateTier } from './booking/bookingData';

// Subscription
export { subscriptionMachine } from './subscription/subscriptionMachine';
export { subscriptionActors } from './subscription/subscriptionActors';
export {
  subscriptionProcessMachine,
  decideSubscriptionProcess,
  parseSubscriptionProcessStatus,
  planChangeType,
  isPlatinumPlan,
  SUBSCRIPTION_PROCESS_STATUSES,
  SYSTEM_VIEWER,
} from './subscription/processMachine';
export type {
  SubscriptionProcessContext,
  SubscriptionProcessEvent,
  SubscriptionProcessMachineEvent,
  SubscriptionChangeType,
  PlanSide,
} from './subscription/processMachine';
export { PROCESS_POLL_INTERVAL_MS, SUBSCRIPTION_MESSAGES } from './subscription/subscriptionSetup';
export type {
  SubscriptionContext,
  SubscriptionEvent,
  SubscriptionInput,
} from './subscription/subscriptionSetup';
export {
  tierOfPlan,
  levelOfTier,
  mayApplyForPlatinum,
  hasRestorableDowngrade,
  byMembershipRank,
  MEMBERSHIP_LEVELS,
  MEMBERSHIP_RANKS,
  DEFAULT_PLANS,
  BILLING_PERIODS,
  LEGACY_TIER_CUTOFF,
  PLATINUM_MESSAGES,
} from './subscription/plans';
export type { MembershipTier, PlanId, BillingPeriod, PlanChoice } from './subscription/plans';
export {
  PAYMENT_ERROR_MESSAGES,
  paymentErrorCodeOf,
  paymentErrorMessage,
} from './subscription/paymentErrors';
export type { PaymentErrorCode } from './subscription/paymentErrors';

// Session
export { sessionMachine } from './session/sessionMachine';
export { LOGGING_OUT, FAVORITE_ADDED, FAVORITE_NOTICE_MS } from './session/sessionSetup';
export { sessionActors } from './session/sessionActors';
export type { SessionContext, SessionEvent, SessionInput } from './session/sessionSetup';
export { liveUpdatesMachine, liveUpdatesActors } from './session/liveUpdatesMachine';
export {
  SOCKET_RETRY_MS,
  parseChannelEventCreated,
  parseProjectUpdate,
  parseSocketMessage,
  socketUrl,
  statsFromUserStats,
  type ChannelUpdate,
  type ProjectUpdate,
} from './session/liveStats';
export { cleanCallbackUrl, readCallbackParams, returnPath } from './session/callbackUrl';
export { defaultRole, chooseRole, resolveActiveRole, viewerOf, hasProviderProfile } from './session/roles';
export type { ActiveRole } from './session/roles';
export { mayImpersonate, mayPersistPreferences } from './session/impersonation';
export { shouldShowHint, nextNavbarTourStep, TIP_DELAY_MS, NAVBAR_TOUR_STEPS } from './session/hints';
export { createMemoryStore, STORAGE_KEYS } from './session/storage';
export type { KeyValueStore } from './session/storage';

// The host table: brand and environment by hostname, for the app and the server's own pages.
export { BRAND_NAMES, BRANDS, ENVIRONMENTS, SITES, siteFor } from './shared/site';
export type { Environment, SiteBrand, SiteOf } from './shared/site';

// Conversations: a participant's archive and restore, and the moderation of a held message.
export {
  channelMachine,
  decideChannel,
  parseChannelStatus,
  CHANNEL_REFUSALS,
  CHANNEL_STATUSES,
} from './channel/channelMachine';
export type { ChannelMemberStatus, ChannelStep } from './channel/channelMachine';
export {
  channelEventMachine,
  decideChannelEvent,
  parseChannelEventStatus,
  CHANNEL_EVENT_STATUSES,
} from './channel/channelEventMachine';
export type { ChannelEventStatus, ChannelEventModerationEvent } from './channel/channelEventMachine';
