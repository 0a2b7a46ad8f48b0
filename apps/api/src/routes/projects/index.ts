// projects: casting and booking projects (spec section 7 Projects). So far the public summary of the
// castings open to auditions (the voice-over jobs page).
import type { Handlers } from '../../contract/types';
import { getOpenCastingsSummary } from './getOpenCastingsSummary';

export const projectHandlers = {
  getOpenCastingsSummary,
} satisfies Handlers;
