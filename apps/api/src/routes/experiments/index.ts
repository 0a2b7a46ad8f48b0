// experiments: the caller's variant of a running A/B experiment (stored per user or visitor, bots
// always Original, testers see [TEST]), and the experiments tool of testers and admins.
import type { Handlers } from '../../contract/types';
import { getExperiment } from './getExperiment';
import { listExperiments } from './listExperiments';
import { setExperimentVariant } from './setExperimentVariant';

export const experimentHandlers = {
  getExperiment,
  listExperiments,
  setExperimentVariant,
} satisfies Handlers;
