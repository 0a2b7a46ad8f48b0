import { useMutation } from '@tanstack/react-query';
import { getCreateProjectMutationOptions } from '@vo/sdk/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { clearDraft, writeDraft } from './draftStorage';
import { problemOf, type FormProblem } from './formProblem';
import { createRequest, type ProjectDraft } from './projectForm';

/** What the client reads once the project is posted (on the project's page). */
export const SUBMITTED_MESSAGE =
  'Project submitted for approval. It goes live once our team has reviewed it.';

/** The sign-up that posts the draft: back to /preview, which posts it as soon as the visitor is signed in. */
export const POST_PROJECT_FLOW = 'post-project';

/**
 * Posting the draft (createProject, submitted for approval in the same call, as the server's flow
 * does): the draft is forgotten, and the client lands on the saved project with the message above.
 * A failure keeps the draft and gives the problem to show beside its field.
 */
export function usePostDraft() {
  const { session, notices } = useAppServices();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const mutation = useMutation({
    ...getCreateProjectMutationOptions({ mutation: { meta: { errors: 'local' } } }),
    onSuccess: async ({ data: project }) => {
      clearDraft(session.storage);
      notices.message(SUBMITTED_MESSAGE);
      await navigate(`/projects/${project.public_hash}`, { replace: true });
    },
    onError: (error) => {
      setProblem(problemOf(error));
    },
  });
  return {
    problem,
    posting: mutation.isPending,
    post: (draft: ProjectDraft) => {
      setProblem(null);
      // Kept until the server has it, and no longer marked to post after sign-in: a reload does not post twice.
      writeDraft(session.storage, { draft, postAfterSignIn: false });
      mutation.mutate({ data: createRequest(draft, new Date()) });
    },
    /** An anonymous visitor: sign up in the post-project flow, then /preview posts the kept draft. */
    signUpToPost: (draft: ProjectDraft) => {
      writeDraft(session.storage, { draft, postAfterSignIn: true });
      session.actor.send({
        type: 'session.signIn',
        path: '/preview',
        action: 'signup',
        context: POST_PROJECT_FLOW,
      });
    },
  };
}
