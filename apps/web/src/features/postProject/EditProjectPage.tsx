import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AttributeGroup, LimitOffers } from '@vo/sdk';
import { getGetProjectQueryKey, getUpdateProjectMutationOptions, type Project } from '@vo/sdk/hooks';
import { projectCan, projectEntityOf, projectRefusal, viewerOf, type Viewer } from '@vo/machines';
import { Button, EmptyState, Heading, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppServices, useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { allQueries, QueryState } from '../../lib/queryState';
import { attributesQuery, limitOffersQuery, projectIdFrom, projectQuery } from './postProjectQuery';
import { FormSkeleton } from './PostProjectPage';
import { problemOf, type FormProblem } from './formProblem';
import { ProjectForm } from './ProjectForm';
import { draftOf, updateRequest, type ProjectDraft } from './projectForm';
import { SUBMITTED_MESSAGE } from './usePostDraft';
import * as styles from './PostProject.css';

export const SAVED_MESSAGE = 'Your changes are saved.';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/**
 * `/edit/{projectId}` (spec section 2): the owner edits a project (id or public hash). What may be
 * changed is the project machine's answer (`projectCan`): the fields while it can be edited, the
 * auto invites switch while that can be switched; a project it refuses shows the machine's reason.
 * A project the owner may submit (a draft, such as a copy, or a disapproved project) is also posted
 * from here: saved and submitted for approval in the same call, as the post form does.
 * An unknown project or someone else's gets section 8's error page (404, 403).
 */
export function EditProjectPage() {
  const id = projectIdFrom(useParams().projectId);
  const user = useUser();
  if (id === null) return <AppErrorPage status={404} />;
  // The route lets signed-in visitors only.
  if (user === null) return null;
  return <Editor id={id} viewer={viewerOf(user)} />;
}

function Editor({ id, viewer }: { id: string; viewer: Viewer }) {
  // The route's prefetch already asked: mounting does not ask again.
  const project = useQuery({ ...projectQuery(id), retryOnMount: false });
  const attributes = useQuery({ ...attributesQuery(), retryOnMount: false });
  const limits = useQuery({ ...limitOffersQuery(), retryOnMount: false });
  return (
    <div className={styles.page}>
      <Heading level={1}>Edit your project</Heading>
      <QueryState
        query={allQueries([project, attributes, limits])}
        loading={<FormSkeleton />}
        failed={{ title: 'Your project could not be loaded', headingLevel: 2 }}
      >
        {([projectLoaded, attributesLoaded, limitsLoaded]) => (
          <EditForm
            key={projectLoaded.data.updated_at ?? projectLoaded.data.id}
            project={projectLoaded.data}
            viewer={viewer}
            attributes={attributesLoaded.data}
            limits={limitsLoaded.data}
          />
        )}
      </QueryState>
    </div>
  );
}

function EditForm({
  project,
  viewer,
  attributes,
  limits,
}: {
  project: Project;
  viewer: Viewer;
  attributes: AttributeGroup;
  limits: LimitOffers;
}) {
  const { notices } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProjectDraft>(() => draftOf(project, 'edit'));
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const save = useMutation({
    ...getUpdateProjectMutationOptions({ mutation: { meta: { errors: 'local' } } }),
    onSuccess: async ({ data: saved }, { data: sent }) => {
      await queryClient.invalidateQueries({ queryKey: getGetProjectQueryKey(saved.public_hash) });
      await queryClient.invalidateQueries({ queryKey: getGetProjectQueryKey(String(saved.id)) });
      notices.message(sent.status === 'pending_approval' ? SUBMITTED_MESSAGE : SAVED_MESSAGE);
      await navigate(`/projects/${saved.public_hash}`);
    },
    onError: (error) => {
      setProblem(problemOf(error));
    },
  });

  const state = projectEntityOf(project);
  const edit = { type: 'project.edit', by: viewer } as const;
  const autoInvites = {
    type: project.auto_invites_enabled === true ? 'project.disableAutoInvites' : 'project.enableAutoInvites',
    by: viewer,
  } as const;
  const allowed = { edit: projectCan(state, edit), autoInvites: projectCan(state, autoInvites) };
  const canPost = projectCan(state, { type: 'project.submit', by: viewer });

  if (!allowed.edit && !allowed.autoInvites) {
    const refusal = projectRefusal(state, edit);
    if (refusal?.reason === 'forbidden')
      return <AppErrorPage status={403} message="Only the project’s owners can edit it." />;
    return (
      <EmptyState
        icon="info"
        headingLevel={2}
        title="This project can no longer be edited"
        message={refusal?.message}
        action={
          <AppLink to={`/projects/${project.public_hash}`} variant="standalone">
            Back to the project
          </AppLink>
        }
      />
    );
  }

  const posting = save.isPending && save.variables.data.status === 'pending_approval';
  const kept = project.deadline === null ? undefined : dateFormat.format(new Date(project.deadline));
  return (
    <Stack gap="md">
      <Text tone="muted">{project.name}</Text>
      <ProjectForm
        draft={draft}
        onDraftChange={setDraft}
        attributes={attributes}
        limits={limits}
        editable={{ fields: allowed.edit, autoInvites: allowed.autoInvites, securePayment: false }}
        keptDeadline={kept}
        problem={problem}
        onSubmit={(action) => {
          setProblem(null);
          const changes = updateRequest(draft, new Date(), allowed);
          // Posting submits the project for approval; the server asks the machine again.
          const data =
            action === 'post' && canPost ? { ...changes, status: 'pending_approval' as const } : changes;
          save.mutate({ id: project.public_hash, data });
        }}
        actions={
          <>
            {canPost ? (
              <Button
                type="submit"
                variant="primary"
                value="post"
                loading={posting}
                disabled={save.isPending && !posting}
              >
                Post project
              </Button>
            ) : null}
            <Button
              type="submit"
              variant={canPost ? 'secondary' : 'primary'}
              value="save"
              loading={save.isPending && !posting}
              disabled={posting}
            >
              Save changes
            </Button>
            <AppLink to={`/projects/${project.public_hash}`} variant="standalone">
              Cancel
            </AppLink>
          </>
        }
        footnote={canPost ? 'Projects are reviewed by our team before voice actors see them.' : undefined}
      />
    </Stack>
  );
}
