import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deleteProjectAnswer,
  deleteProjectQuestion,
  getListProjectQuestionsQueryKey,
  getListProjectQuestionsQueryOptions,
  type Project,
} from '@vo/sdk/hooks';
import type { Viewer } from '@vo/machines';
import { Button, Dialog, EmptyState, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { useId, useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import { AskForm } from './MessageForm';
import { canAskQuestion } from './projectActions';
import { LOCAL_ERRORS, messageOf } from './projectErrors';
import * as styles from './ProjectPage.css';
import { projectQuery } from './projectQuery';
import { QuestionThread, type Deleting } from './QuestionThread';
import { useMarkReviewed } from './useMarkReviewed';
import { useProjectOutlet } from './projectOutlet';

/** Questions on one page of the questions view. */
const QUESTIONS_PAGE_SIZE = 20;

/** One page of the voice actors' questions on a project, and their answers; a failure stays in the tab. */
const projectQuestionsQuery = (ref: string, page: number) => ({
  ...getListProjectQuestionsQueryOptions(ref, { page, size: QUESTIONS_PAGE_SIZE }),
  meta: LOCAL_ERRORS,
});

/**
 * The project's questions view (GET projects/{id}/qa; faq comes here): voice actors' questions and
 * the threads of answers. The project machine says who may ask (a voice actor, on an active casting)
 * and who may answer (owners, admins, the asker following up); authors and admins delete after a
 * confirmation. An owner's visit marks the questions reviewed, the asker's the answers to them, so
 * the Questions count drops.
 */
/** The questions tab: the project's questions as the outlet hands them over. */
export function QuestionsTab() {
  const { project, projectRef, viewer, managing } = useProjectOutlet();
  return <ProjectQuestions project={project} projectRef={projectRef} viewer={viewer} managing={managing} />;
}

export function ProjectQuestions({
  project,
  projectRef,
  viewer,
  managing,
}: {
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
  /** An owner or an admin of the project. */
  managing: boolean;
}) {
  const headingId = useId();
  const { page, goToPage } = usePageParam();
  const query = useQuery(projectQuestionsQuery(projectRef, page));
  const queryClient = useQueryClient();
  const { notices } = useAppServices();
  const [deleting, setDeleting] = useState<Deleting | null>(null);
  const [deleteProblem, setDeleteProblem] = useState<string | null>(null);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: getListProjectQuestionsQueryKey(projectRef) }),
      queryClient.invalidateQueries({ queryKey: projectQuery(projectRef).queryKey }),
    ]);

  // Only an owner's visit reviews the questions: an admin looking in leaves them new for the client.
  const owning = viewer !== null && (project.user_id ?? []).includes(viewer.userId);
  useMarkReviewed(query.data?.data, project, viewer, owning, refresh);

  const remove = useMutation({
    mutationFn: async (target: Deleting) => {
      if (target.kind === 'question') await deleteProjectQuestion(projectRef, target.questionId);
      else await deleteProjectAnswer(projectRef, target.questionId, target.answerId);
      return target;
    },
    meta: LOCAL_ERRORS,
    onSuccess: async (target) => {
      setDeleting(null);
      await refresh();
      notices.message(target.kind === 'question' ? 'Question deleted' : 'Answer deleted');
    },
    onError: (error) => {
      setDeleteProblem(messageOf(error));
    },
  });

  const body = (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading the questions">
          <Skeleton lines={4} />
        </div>
      }
      failed={{ title: 'The questions could not be loaded', headingLevel: 3 }}
      isEmpty={({ data }) => data.length === 0}
      empty={
        <EmptyState
          icon="help"
          headingLevel={3}
          title="No questions yet"
          message="Questions voice actors ask about this project, and the answers, show here."
        />
      }
    >
      {({ data, headers }) => {
        const paging = pagingOf(headers, data.length);
        return (
          <Stack gap="md">
            <ul className={styles.list} aria-label="Questions">
              {data.map((question) => (
                <QuestionThread
                  key={question.id}
                  question={question}
                  project={project}
                  projectRef={projectRef}
                  viewer={viewer}
                  managing={managing}
                  onAnswered={refresh}
                  onDelete={(target) => {
                    setDeleteProblem(null);
                    setDeleting(target);
                  }}
                />
              ))}
            </ul>
            <ListPager paging={paging} page={page} onPage={goToPage} />
          </Stack>
        );
      }}
    </QueryState>
  );
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Questions
      </Heading>
      {viewer !== null && viewer.providerId != null && canAskQuestion(project, viewer) ? (
        <AskForm projectRef={projectRef} providerId={viewer.providerId} onAsked={refresh} />
      ) : null}
      {body}
      <Dialog
        open={deleting !== null}
        onOpenChange={({ open }) => {
          if (!open) setDeleting(null);
        }}
        title={deleting?.kind === 'answer' ? 'Delete this answer?' : 'Delete this question?'}
        description={
          deleting?.kind === 'answer'
            ? 'The answer is removed from the thread for everyone.'
            : 'The question and its answers are removed for everyone.'
        }
        actions={
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setDeleting(null);
              }}
            >
              Keep it
            </Button>
            <Button
              variant="danger"
              loading={remove.isPending}
              onClick={() => {
                if (deleting !== null) remove.mutate(deleting);
              }}
            >
              Delete
            </Button>
          </>
        }
      >
        {deleteProblem !== null ? (
          <Text role="alert" tone="danger">
            {deleteProblem}
          </Text>
        ) : null}
      </Dialog>
    </Stack>
  );
}
