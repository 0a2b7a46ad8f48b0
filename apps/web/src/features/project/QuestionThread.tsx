import { createProjectAnswer, type Project, type ProjectQuestion } from '@vo/sdk/hooks';
import { isAdmin, type Viewer } from '@vo/machines';
import { Button, Inline, Text } from '@vo/ui';
import { MessageForm } from './MessageForm';
import { canAnswerQuestion } from './projectActions';
import { formatDateTime } from './projectFormat';
import * as styles from './ProjectPage.css';

/** What the viewer asked to delete, confirmed in the questions view's dialog. */
export type Deleting =
  | { kind: 'question'; questionId: number }
  | { kind: 'answer'; questionId: number; answerId: number };

/** A question, its answers, the deletes the viewer may ask for, and the answer form when they may answer. */
export function QuestionThread({
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
