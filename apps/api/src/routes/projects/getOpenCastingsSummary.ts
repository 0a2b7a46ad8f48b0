// getOpenCastingsSummary: Summarize the castings open to auditions (GET /projects/open_summary).
import type { Handler } from '../../contract/types';
import { openCastingsSummary } from '../../modules/projects/openCastings';

// Public: the voice-over jobs page shows it to anonymous visitors; counts only, no client named.
export const getOpenCastingsSummary: Handler<'getOpenCastingsSummary'> = async ({ services }) => ({
  status: 200,
  body: await openCastingsSummary(services.db, services.now()),
});
