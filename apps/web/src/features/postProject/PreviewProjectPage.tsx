import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Heading, Spinner, Stack, Text } from '@vo/ui';
import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { LoadFailed } from '../../lib/errors/LoadFailed';
import { readDraft, type StoredDraft } from './draftStorage';
import { attributesQuery } from './postProjectQuery';
import { FormSkeleton } from './PostProjectPage';
import { ProjectPreview } from './ProjectPreview';
import { problemMessages } from './formProblem';
import * as styles from './PostProject.css';
import { usePostDraft } from './usePostDraft';

/**
 * `/preview` (spec section 2): the draft of `/post` as voice actors will see it, before it is
 * posted; Post sends it for approval, Edit goes back to the form with everything kept. A visitor who
 * signed up to post (the post-project flow) comes back here and the draft is posted at once.
 */
export function PreviewProjectPage() {
  const { session } = useAppServices();
  const attributes = useQuery({ ...attributesQuery(), retryOnMount: false });
  // undefined until the browser's storage is read (after the first render, never during one).
  const [stored, setStored] = useState<StoredDraft | null | undefined>(undefined);
  const { post, posting, problem } = usePostDraft();
  const started = useRef(false);

  useEffect(() => {
    setStored(readDraft(session.storage));
  }, [session]);

  // Signed up to post it: post once, as soon as the draft is read.
  const postNow = stored?.postAfterSignIn === true;
  useEffect(() => {
    if (!postNow || started.current) return;
    started.current = true;
    post(stored.draft);
  }, [postNow, stored, post]);

  let body;
  if (attributes.isError) {
    body = (
      <LoadFailed
        title="Your project could not be shown"
        error={attributes.error}
        onRetry={() => void attributes.refetch()}
        headingLevel={2}
      />
    );
  } else if (stored === null) {
    body = (
      <EmptyState
        icon="info"
        headingLevel={2}
        title="There is no project to preview"
        message="Fill in the project form first: your draft is kept on this device until you post it."
        action={
          <AppLink to="/post" variant="standalone">
            Post a project
          </AppLink>
        }
      />
    );
  } else if (stored === undefined || attributes.isPending) {
    body = <FormSkeleton />;
  } else if (postNow && problem === null) {
    body = <Spinner label="Posting your project" showLabel />;
  } else {
    body = (
      <Stack gap="lg">
        <ProjectPreview draft={stored.draft} attributes={attributes.data.data} />
        {problem === null ? null : (
          <div role="alert">
            {problemMessages(problem).map((message) => (
              <p key={message} className={styles.formError}>
                {message}
              </p>
            ))}
          </div>
        )}
        <div className={styles.actions}>
          <Button
            variant="primary"
            loading={posting}
            onClick={() => {
              post(stored.draft);
            }}
          >
            Post project
          </Button>
          <AppLink to="/post" variant="standalone">
            Edit
          </AppLink>
        </div>
        <Text size="sm" tone="muted">
          Projects are reviewed by our team before voice actors see them.
        </Text>
      </Stack>
    );
  }
  return (
    <div className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>Preview your project</Heading>
        <Text tone="muted">This is how voice actors will see your project.</Text>
      </Stack>
      {body}
    </div>
  );
}
