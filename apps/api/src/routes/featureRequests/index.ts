// featureRequests: the feature requests testers file, read back and update (admins too).
import type { Handlers } from '../../contract/types';
import { createFeatureRequest } from './createFeatureRequest';
import { listFeatureRequests } from './listFeatureRequests';
import { updateFeatureRequest } from './updateFeatureRequest';

export const featureRequestHandlers = {
  createFeatureRequest,
  listFeatureRequests,
  updateFeatureRequest,
} satisfies Handlers;
