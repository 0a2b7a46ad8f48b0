import type { QuoteData } from './quote';

/** The API's instant quote example (openapi providers.yaml Quote). */
export const instantQuote: QuoteData = {
  client_price: 250,
  platform_fee: 50,
  platform_fee_percentage: 20,
  voice_actor_net: 200,
  currency: 'USD',
  secure_payment: true,
  suggested_budget: null,
};

/** The API's project quote example, with its lines (openapi projects.yaml ProjectQuote). */
export const projectQuote: QuoteData = {
  client_price: 350,
  platform_fee: 70,
  voice_actor_net: 280,
  currency: 'USD',
  secure_payment: true,
  lines: [
    { label: 'Voice actor fee (90 s, local audience, 12 months usage)', amount: 300 },
    { label: 'Additional service - audio editing', amount: 50 },
  ],
};
