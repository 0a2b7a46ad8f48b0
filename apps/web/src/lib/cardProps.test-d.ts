// The ui package takes data through props and never imports the SDK, so nothing ties a card's prop
// types to the document's entities: this file does. `npm test` type-checks it with the app
// (`tsc -p apps/web/tsconfig.json`), so a schema or prop change that stops a card from showing the
// entity the API returns fails here instead of holding by chance.
import type {
  BookingFields,
  Channel,
  Deliverable,
  Endorsement,
  Invitation,
  Offer,
  Project,
  Provider,
  ProviderSummary,
  Review,
  Sample,
  SubscriptionPlan,
} from '@vo/sdk';
import type {
  BookingSummaryProps,
  ChannelListItemProps,
  EndorsementProps,
  InvitationCardProps,
  PlanCardProps,
  ProjectCardProps,
  ProposalCardProps,
  ProviderCardProps,
  RecordingCardProps,
  ReviewItemProps,
} from '@vo/ui';
import { expectTypeOf } from 'vitest';

// Each card takes the entity as the API returns it, with no mapping in the app.
expectTypeOf<Provider>().toExtend<ProviderCardProps['provider']>();
expectTypeOf<Sample>().toExtend<NonNullable<ProviderCardProps['sample']>>();
expectTypeOf<Project>().toExtend<ProjectCardProps['project']>();
expectTypeOf<Offer>().toExtend<ProposalCardProps['offer']>();
expectTypeOf<Invitation>().toExtend<InvitationCardProps['invitation']>();
expectTypeOf<Review>().toExtend<ReviewItemProps['review']>();
expectTypeOf<Channel>().toExtend<ChannelListItemProps['channel']>();
expectTypeOf<Deliverable>().toExtend<RecordingCardProps['deliverable']>();
expectTypeOf<Endorsement>().toExtend<EndorsementProps['endorsement']>();
expectTypeOf<SubscriptionPlan>().toExtend<PlanCardProps['plan']>();

// Known gaps, pinned so that the change that closes one turns it into an assertion above.
// ProviderSummary (the provider inside an offer, a favorite, a category page sample) lacks what
// the card shows: languages, voice_age_genders, locations, favorite, stats, subscription.
expectTypeOf<ProviderSummary>().not.toExtend<ProviderCardProps['provider']>();
// BookingFields.additional_services are attribute ids (numbers); BookingSummary wants their names.
expectTypeOf<BookingFields>().not.toExtend<BookingSummaryProps['booking']>();
expectTypeOf<BookingFields['additional_services']>().not.toExtend<
  BookingSummaryProps['booking']['additional_services']
>();
