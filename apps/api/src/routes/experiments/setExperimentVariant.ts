// setExperimentVariant: Choose one's own variant of an experiment (PUT /experiments/{name},
// designed). Testers and admins (x-roles); only the caller's own assignment changes. 404 for an
// experiment that is not running, 422 for a variant it does not have.
import type { Handler } from '../../contract/types';
import { chooseVariant, experimentOverview } from '../../modules/experiments/experimentsTool';

export const setExperimentVariant: Handler<'setExperimentVariant'> = async ({
  viewer,
  services,
  params,
  body,
}) => {
  await chooseVariant(services.db, params.name, viewer.user.id, body.variant, services.now());
  return { status: 200, body: await experimentOverview(services.db, params.name, viewer.user.id) };
};
