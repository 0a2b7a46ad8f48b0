// /projects/{id}/proposals/{offerId}/edit (`new` for a new one): a voice actor's audition for a casting.
import type { Screen } from '../../routes/screen';
import { prefetchAuditionForm } from './auditionQuery';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./AuditionForm')).AuditionFormTab,
  prefetch: prefetchAuditionForm,
  head: projectHead,
};
