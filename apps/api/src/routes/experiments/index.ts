// experiments: the caller's variant of a running A/B experiment (stored per user or visitor, bots
// always Original, testers see [TEST]).
import type { Handlers } from '../../contract/types';
import { getExperiment } from './getExperiment';

export const experimentHandlers = {
  getExperiment,
} satisfies Handlers;
