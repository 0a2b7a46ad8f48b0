import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import {
  createProjectAnswer,
  createProjectQuestion,
  deleteProjectAnswer,
  deleteProjectQuestion,
  getListProjectQuestionsQueryKey,
  setProjectAnswersAsReviewed,
  setProjectQuestionsAsReviewed,
  type Project,
  type ProjectQuestion,
} from '@vo/sdk/hooks';
import { isAdmin, type Viewer } from '@vo/machines';
import { Button, Dialog, EmptyState, Heading, Inline, Skeleton, Stack, Text, TextArea } from '@vo/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import { canAnswerQuestion, canAskQuestion } from './projectActions';
import { formatDateTime } from './projectFormat';
import * as styles from './ProjectPage.css';
import { projectQuery, projectQuestionsQuery } from './projectQuery';

/** Failures of the view's own actions show beside the form or in the dialog, not on the error page. */
const LOCAL_ERRORS = { errors: 'local' } as const;
/** The document's Text: at most 5000 characters. */
const MESSAGE_MAX = 5000;

const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';

type Deleting =
  | { kind: 'question'; questionId: number }
  | { kind: 'answer'; questionId: number; answerId: number };

/**
 * The project's questions view (GET projects/{id}/qa; faq comes here): voice actors' questions and
 * the threads of answers. The project machine says who may ask (a voice actor, on an active casting)
 * and who may answer (owners, admins, the asker following up); authors and admins delete after a
 * confirmation. An owner's visit marks the questions reviewed, the asker's the answers to them, so
 * the Questions count drops.
 */
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

/**
 * Marks what the viewer has now seen as reviewed, once per id: an owner's unreviewed questions, the asker's unreviewed answers from the other side. The project's counts follow.
 */
function useMarkReviewed(
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

function QuestionThread({
  question,
  project,
  projectRef,
  viewer,
  managing,
  onAnswered,
  onDelete,
}: {
  question: ProjectQuestion;
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
  managing: boolean;
  onAnswered: () => Promise<unknown>;
  onDelete: (target: Deleting) => void;
}) {
  const asker = question.provider?.user.name ?? 'A voice actor';
  const askedByViewer = viewer?.providerId != null && viewer.providerId === question.provider_id;
  const askerUserId = question.provider?.user_id ?? null;
  const admin = viewer !== null && isAdmin(viewer);
  const authorOf = (userId: number) => {
    if (viewer !== null && userId === viewer.userId) return 'You';
    if (userId === askerUserId) return asker;
    return 'The client';
  };
  return (
    <li className={styles.question} aria-label={`Question from ${askedByViewer ? 'you' : asker}`}>
      <Text>{question.message}</Text>
      <Inline gap="sm" align="center" wrap>
        <Text as="span" size="sm" tone="muted">
          {`${askedByViewer ? 'You' : asker} asked on ${formatDateTime(question.created_at)}`}
        </Text>
        {managing || askedByViewer ? (
          <Button
            variant="tertiary"
            size="small"
            onClick={() => {
              onDelete({ kind: 'question', questionId: question.id });
            }}
          >
            Delete question
          </Button>
        ) : null}
      </Inline>
      {question.answers.length > 0 ? (
        <ul className={styles.list} aria-label="Answers">
          {question.answers.map((answer) => (
            <li key={answer.id} className={styles.answer}>
              <Text>{answer.message}</Text>
              <Inline gap="sm" align="center" wrap>
                <Text as="span" size="sm" tone="muted">
                  {`${authorOf(answer.user_id)} answered on ${formatDateTime(answer.created_at)}`}
                </Text>
                {admin || (viewer !== null && answer.user_id === viewer.userId) ? (
                  <Button
                    variant="tertiary"
                    size="small"
                    onClick={() => {
                      onDelete({ kind: 'answer', questionId: question.id, answerId: answer.id });
                    }}
                  >
                    Delete answer
                  </Button>
                ) : null}
              </Inline>
            </li>
          ))}
        </ul>
      ) : null}
      {viewer !== null && canAnswerQuestion(project, viewer, question.provider_id) ? (
        <MessageForm
          label={askedByViewer ? 'Follow up' : 'Your answer'}
          submitLabel={askedByViewer ? 'Send follow-up' : 'Send answer'}
          empty={askedByViewer ? 'Write your follow-up.' : 'Write your answer.'}
          sentNotice="Answer sent"
          send={(message) =>
            createProjectAnswer(projectRef, question.id, { user_id: viewer.userId, message })
          }
          onSent={onAnswered}
        />
      ) : null}
    </li>
  );
}

function AskForm({
  projectRef,
  providerId,
  onAsked,
}: {
  projectRef: string;
  providerId: number;
  onAsked: () => Promise<unknown>;
}) {
  return (
    <MessageForm
      label="Ask the client a question"
      hint="The client and the other voice actors invited see your question and its answers."
      submitLabel="Send question"
      empty="Write your question."
      sentNotice="Question sent to the client"
      send={(message) => createProjectQuestion(projectRef, { provider_id: providerId, message })}
      onSent={onAsked}
    />
  );
}

/** A message and its send button; on a failure the message stays, with the server's reason under it. */
function MessageForm({
  label,
  hint,
  submitLabel,
  empty,
  sentNotice,
  send,
  onSent,
}: {
  label: string;
  hint?: string;
  submitLabel: string;
  /** The error of an empty message. */
  empty: string;
  sentNotice: string;
  send: (message: string) => Promise<unknown>;
  onSent: () => Promise<unknown>;
}) {
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const { notices } = useAppServices();
  const mutation = useMutation({
    mutationFn: send,
    meta: LOCAL_ERRORS,
    onSuccess: async () => {
      setMessage('');
      await onSent();
      notices.message(sentNotice);
    },
    onError: (error) => {
      setProblem(messageOf(error));
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = message.trim();
    if (text === '') {
      setProblem(empty);
      return;
    }
    setProblem(null);
    mutation.mutate(text);
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextArea
          label={label}
          {...(hint !== undefined ? { hint } : {})}
          required
          maxLength={MESSAGE_MAX}
          value={message}
          {...(problem !== null ? { error: problem } : {})}
          onValueChange={({ value }) => {
            setMessage(value);
            if (problem !== null) setProblem(null);
          }}
        />
        <div>
          <Button type="submit" loading={mutation.isPending}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
