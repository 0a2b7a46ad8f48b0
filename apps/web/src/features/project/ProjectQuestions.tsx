import { useQuery } from '@tanstack/react-query';
import { EmptyState, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { LoadFailed } from '../../lib/errors/LoadFailed';
import { formatDateTime } from './projectFormat';
import * as styles from './ProjectPage.css';
import { pageFrom, projectQuestionsQuery } from './projectQuery';

/** The voice actors' questions on the project and the client's answers (GET projects/{id}/qa); faq comes here. */
export function ProjectQuestions({ projectRef }: { projectRef: string }) {
  const headingId = useId();
  const [search] = useSearchParams();
  const query = useQuery(projectQuestionsQuery(projectRef, pageFrom(search)));
  let body;
  if (query.isPending) {
    body = (
      <div role="status" aria-busy="true" aria-label="Loading the questions">
        <Skeleton lines={4} />
      </div>
    );
  } else if (query.isError) {
    body = (
      <LoadFailed
        headingLevel={3}
        title="The questions could not be loaded"
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else if (query.data.data.length === 0) {
    body = (
      <EmptyState
        icon="help"
        headingLevel={3}
        title="No questions yet"
        message="Questions voice actors ask about this project, and the answers, show here."
      />
    );
  } else {
    body = (
      <ul className={styles.list} aria-label="Questions">
        {query.data.data.map((question) => (
          <li key={question.id} className={styles.question}>
            <Text>{question.message}</Text>
            <Text as="span" size="sm" tone="muted">
              {`Asked on ${formatDateTime(question.created_at)}`}
            </Text>
            {question.answers.map((answer) => (
              <Text key={answer.id} className={styles.answer}>
                {answer.message}
              </Text>
            ))}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Questions
      </Heading>
      {body}
    </Stack>
  );
}
