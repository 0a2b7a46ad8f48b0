// /projects/{id}/questions: voice actors' questions on the project and its owners' answers.
import type { Screen } from '../../routes/screen';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectQuestions')).QuestionsTab,
  head: projectHead,
};
