// samples: a voice actor's samples and demos (playlists), shared sample links and play counts
// (spec section 7 Providers: samples CRUD, demos CRUD, reorder_demos, sort_samples, hashed, listen).
// Reads are public; writes belong to the profile's own user or an admin. A sample's name and tags
// feed the voice actor's full-text search document, which is rebuilt whenever they change.
import type { Handlers } from '../../contract/types';
import { createProviderDemo } from './createProviderDemo';
import { createProviderSample } from './createProviderSample';
import { deleteProviderDemo } from './deleteProviderDemo';
import { deleteProviderSample } from './deleteProviderSample';
import { getDemo } from './getDemo';
import { getProviderDemo } from './getProviderDemo';
import { getProviderSample } from './getProviderSample';
import { getSampleByHash } from './getSampleByHash';
import { listenSample } from './listenSample';
import { listProviderDemos } from './listProviderDemos';
import { listProviderSamples } from './listProviderSamples';
import { reorderProviderDemos } from './reorderProviderDemos';
import { sortDemoSamples } from './sortDemoSamples';
import { updateProviderDemo } from './updateProviderDemo';
import { updateProviderSample } from './updateProviderSample';

export const sampleHandlers = {
  listProviderSamples,
  getProviderSample,
  createProviderSample,
  updateProviderSample,
  deleteProviderSample,
  listProviderDemos,
  getProviderDemo,
  createProviderDemo,
  updateProviderDemo,
  deleteProviderDemo,
  reorderProviderDemos,
  getDemo,
  sortDemoSamples,
  getSampleByHash,
  listenSample,
} satisfies Handlers;
