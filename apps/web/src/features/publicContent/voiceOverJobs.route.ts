// /voice-over-jobs: the open castings, for voice actors looking for work.
import type { Screen } from '../../routes/screen';
import { jobsHead, prefetchVoiceOverJobs } from './jobsQuery';

export const screen: Screen = {
  Component: async () => (await import('./VoiceOverJobsPage')).VoiceOverJobsPage,
  prefetch: prefetchVoiceOverJobs,
  head: jobsHead,
};
