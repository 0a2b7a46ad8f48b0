// /voice-over-rates: what voice-over work costs.
import type { Screen } from '../../routes/screen';
import { prefetchVoiceOverRates, ratesHead } from './ratesQuery';

export const screen: Screen = {
  Component: async () => (await import('./VoiceOverRatesPage')).VoiceOverRatesPage,
  prefetch: prefetchVoiceOverRates,
  head: ratesHead,
};
