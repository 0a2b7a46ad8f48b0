import { useMutation } from '@tanstack/react-query';
import {
  setProjectAnswersAsReviewed,
  setProjectQuestionsAsReviewed,
  type Project,
  type ProjectQuestion,
} from '@vo/sdk/hooks';
import type { Viewer } from '@vo/machines';
import { useEffect, useRef } from 'react';
import { LOCAL_ERRORS } from './projectErrors';

/**
 * Marks what the viewer has now seen as reviewed, once per id: an owner's unreviewed questions, the asker's unreviewed answers from the other side. The project's counts follow.
 */
export function useMarkReviewed(
  questions: readonly ProjectQuestion[] | undefined,
  project: Project,
  viewer: Viewer | null,
  owning: boolean,
  refresh: () => Promise<unknown>,
) {
  const sent = useRef(new Set<string>());
  const mark = useMutation({
    mutationFn: async (ids: { questions: number[]; answers: number[] }) => {
      if (ids.questions.length > 0)
        await setProjectQuestionsAsReviewed({ project_id: project.id, question_ids: ids.questions });
      if (ids.answers.length > 0)
        await setProjectAnswersAsReviewed({ project_id: project.id, answer_ids: ids.answers });
    },
    // Marking is a courtesy to the counts: a failure is not the viewer's business.
    meta: LOCAL_ERRORS,
    onSuccess: () => refresh(),
  });
  const { mutate } = mark;
  useEffect(() => {
    if (questions === undefined || viewer === null) return;
    const fresh = (key: string) => !sent.current.has(key);
    const questionIds = owning
      ? questions.filter((q) => !q.reviewed && fresh(`q${String(q.id)}`)).map((q) => q.id)
      : [];
    const answerIds =
      viewer.providerId == null
        ? []
        : questions
            .filter((q) => q.provider_id === viewer.providerId)
            .flatMap((q) => q.answers)
            .filter((a) => !a.reviewed && a.user_id !== viewer.userId && fresh(`a${String(a.id)}`))
            .map((a) => a.id);
    if (questionIds.length === 0 && answerIds.length === 0) return;
    for (const id of questionIds) sent.current.add(`q${String(id)}`);
    for (const id of answerIds) sent.current.add(`a${String(id)}`);
    mutate({ questions: questionIds.slice(0, 100), answers: answerIds.slice(0, 100) });
  }, [questions, viewer, owning, mutate]);
}
