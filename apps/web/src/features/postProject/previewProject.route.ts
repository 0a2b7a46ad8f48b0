// /preview: the project as voice actors will see it, before it is posted.
import type { Screen } from '../../routes/screen';
import { prefetchPostProject, previewHead } from './postProjectQuery';

export const screen: Screen = {
  Component: async () => (await import('./PreviewProjectPage')).PreviewProjectPage,
  prefetch: prefetchPostProject,
  head: previewHead,
};
