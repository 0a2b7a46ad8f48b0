import { useQuery } from '@tanstack/react-query';
import type { AttributeGroup, LimitOffers } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { Banner, Button, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppServices, useUser } from '../../lib/AppContext';
import { allQueries, QueryState } from '../../lib/queryState';
import { clearDraft, readDraft, writeDraft } from './draftStorage';
import { attributesQuery, limitOffersQuery, populateQuery, projectIdFrom } from './postProjectQuery';
import { ProjectForm } from './ProjectForm';
import { draftOf, emptyDraft, type ProjectDraft } from './projectForm';
import * as styles from './PostProject.css';
import { usePostDraft } from './usePostDraft';

/**
 * Post a project (`/post`, spec section 2; public): anyone fills in the form, and what they type is
 * kept in the browser as a draft that survives a reload. A signed-in client previews it or posts it
 * at once (submitted for approval); an anonymous visitor posts by signing up in the post-project
 * flow, after which the draft is posted and they land on the saved project.
 *
 * `/post/{populateForm}` starts from an existing project (its id or public hash): the form is filled
 * in with its brief, voice and terms, to post a new casting like it. A project that cannot be read
 * leaves an empty form and says why.
 */
export function PostProjectPage() {
  const copied = projectIdFrom(useParams().populateForm);
  // The route's prefetch already asked: mounting does not ask again.
  const attributes = useQuery({ ...attributesQuery(), retryOnMount: false });
  const limits = useQuery({ ...limitOffersQuery(), retryOnMount: false });
  const source = useQuery({ ...populateQuery(copied ?? ''), enabled: copied !== null, retryOnMount: false });

  const body = (
    <QueryState
      query={allQueries([attributes, limits])}
      loading={<FormSkeleton />}
      failed={{ title: 'The project form could not be loaded', headingLevel: 2 }}
    >
      {([attributesLoaded, limitsLoaded]) =>
        // The project copied from fills the form in: it is waited for, and its failure said in the form.
        copied !== null && source.isPending ? (
          <FormSkeleton />
        ) : (
          <PostForm
            key={copied ?? 'new'}
            attributes={attributesLoaded.data}
            limits={limitsLoaded.data}
            source={source.data?.data ?? null}
            sourceFailed={copied !== null && source.isError ? source.error.message : null}
          />
        )
      }
    </QueryState>
  );
  return (
    <div className={styles.page}>
      <Stack gap="xs">
        <Heading level={1}>Post a project</Heading>
        <Text tone="muted">
          Describe your project once: voice actors who match it send you auditions. Posting is free.
        </Text>
      </Stack>
      {body}
    </div>
  );
}

export function FormSkeleton() {
  return (
    <Stack gap="lg" aria-busy="true">
      <Skeleton lines={4} aria-label="Loading the project form" />
      <Skeleton lines={6} />
      <Skeleton lines={4} />
    </Stack>
  );
}

function PostForm({
  attributes,
  limits,
  source,
  sourceFailed,
}: {
  attributes: AttributeGroup;
  limits: LimitOffers;
  source: Project | null;
  sourceFailed: string | null;
}) {
  const { session } = useAppServices();
  const user = useUser();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProjectDraft>(() =>
    source === null ? emptyDraft(limits) : draftOf(source, 'copy'),
  );
  const [restored, setRestored] = useState(false);
  const { post, signUpToPost, posting, problem } = usePostDraft();

  // The draft kept in the browser is read once the page is shown (never while rendering: the server
  // renders this public page without it). A form filled in from another project starts from that.
  useEffect(() => {
    if (source !== null) return;
    const stored = readDraft(session.storage);
    if (stored === null) return;
    setDraft(stored.draft);
    setRestored(true);
  }, [session, source]);

  const change = (next: ProjectDraft) => {
    setDraft(next);
    writeDraft(session.storage, { draft: next, postAfterSignIn: false });
  };

  const submit = (action: string) => {
    if (action === 'preview') {
      writeDraft(session.storage, { draft, postAfterSignIn: false });
      void navigate('/preview');
    } else if (user === null) signUpToPost(draft);
    else post(draft);
  };

  return (
    <Stack gap="lg">
      {sourceFailed === null ? null : (
        <Banner tone="warning" label="Copy" title="The project to copy could not be loaded">
          {sourceFailed} Start from an empty form instead.
        </Banner>
      )}
      {source === null ? null : (
        <Banner tone="info" label="Copy" title={`Starting from “${source.name}”`}>
          Check the brief and choose a new deadline before posting.
        </Banner>
      )}
      {restored ? (
        <Banner
          tone="info"
          label="Draft"
          title="Your draft is back"
          actions={
            <Button
              variant="secondary"
              size="small"
              onClick={() => {
                clearDraft(session.storage);
                setDraft(emptyDraft(limits));
                setRestored(false);
              }}
            >
              Start over
            </Button>
          }
        >
          We kept what you typed on this device.
        </Banner>
      ) : null}
      <ProjectForm
        draft={draft}
        onDraftChange={change}
        attributes={attributes}
        limits={limits}
        onSubmit={submit}
        problem={problem}
        actions={
          user === null ? (
            <Button type="submit" variant="primary" value="post" loading={posting}>
              Sign up and post
            </Button>
          ) : (
            <>
              <Button type="submit" variant="primary" value="post" loading={posting}>
                Post project
              </Button>
              <Button type="submit" variant="secondary" value="preview" disabled={posting}>
                Preview
              </Button>
            </>
          )
        }
        footnote={
          user === null
            ? 'You create your free account next; your project is then posted and sent for approval.'
            : 'Projects are reviewed by our team before voice actors see them.'
        }
      />
    </Stack>
  );
}
