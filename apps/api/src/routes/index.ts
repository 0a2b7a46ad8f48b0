// Every handler of the server, by operationId. An operation of the document without a handler
// here answers 503 'not available on this server yet' (the document declares 503 everywhere).
import type { Handlers } from '../contract/types';
import { authHandlers } from './auth';
import { userHandlers } from './users';
import { favoriteHandlers } from './favorites';
import { attributeHandlers } from './attributes';
import { tagHandlers } from './tags';
import { sampleHandlers } from './samples';
import { providerHandlers } from './providers';
import { statsHandlers } from './stats';
import { testingHandlers } from './testing';
import { actionsLogHandlers } from './actionsLog';
import { endorsementHandlers } from './endorsements';
import { categoryPageHandlers } from './categoryPages';
import { experimentHandlers } from './experiments';
import { reviewHandlers } from './reviews';
import { contentHandlers } from './content';
import { projectHandlers } from './projects';
import { invitationHandlers } from './invitations';
import { offerHandlers } from './offers';
import { feedbackHandlers } from './feedback';
import { shareControlHandlers } from './shareControl';
import { flagHandlers } from './flags';
import { bookingLinkHandlers } from './bookingLinks';
import { deliverableHandlers } from './deliverables';
import { channelHandlers } from './channels';
import { paymentHandlers } from './payments';
import { subscriptionHandlers } from './subscriptions';
import { featureRequestHandlers } from './featureRequests';

export const handlers: Handlers = {
  ...authHandlers,
  ...userHandlers,
  ...favoriteHandlers,
  ...attributeHandlers,
  ...tagHandlers,
  ...sampleHandlers,
  ...providerHandlers,
  ...statsHandlers,
  ...testingHandlers,
  ...actionsLogHandlers,
  ...endorsementHandlers,
  ...categoryPageHandlers,
  ...experimentHandlers,
  ...reviewHandlers,
  ...contentHandlers,
  ...projectHandlers,
  ...invitationHandlers,
  ...offerHandlers,
  ...feedbackHandlers,
  ...shareControlHandlers,
  ...flagHandlers,
  ...bookingLinkHandlers,
  ...deliverableHandlers,
  ...channelHandlers,
  ...paymentHandlers,
  ...subscriptionHandlers,
  ...featureRequestHandlers,
};
