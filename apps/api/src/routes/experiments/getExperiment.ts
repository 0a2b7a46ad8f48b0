// getExperiment: Get the caller's variant of an experiment (GET /experiments/{name}). Bots by
// User-Agent get Original; a user's or visitor's first call draws and stores a variant, later calls
// read it; 404 for an experiment that is not running.
import type { Handler } from '../../contract/types';
import { experimentFor } from '../../modules/experiments/experiments';

export const getExperiment: Handler<'getExperiment'> = async ({
  params,
  viewer,
  sessionId,
  request,
  services,
}) => {
  const body = await experimentFor(
    services.db,
    params.name,
    { viewer, sessionId, userAgent: request.headers['user-agent'] },
    services.now(),
  );
  return { status: 200, body };
};
