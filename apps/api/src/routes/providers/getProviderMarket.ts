// getProviderMarket: Get a voice actor's market (GET /providers/{id}/market).
import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { marketSegments } from '../../modules/providers/providerMarket';

export const getProviderMarket: Handler<'getProviderMarket'> = async ({ params, viewer, services }) => {
  await ownedProvider(services.db, viewer, params.id, 'see this market');
  const segments = await marketSegments(services.db, params.id, services.now());
  return { status: 200, body: { provider_id: params.id, window_months: 12, segments } };
};
