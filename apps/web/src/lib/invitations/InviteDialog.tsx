import { useMutation, useQuery } from '@tanstack/react-query';
import { projectCan, projectEntityOf, type Viewer } from '@vo/machines';
import { ApiError, type Provider } from '@vo/sdk';
import { createInvitation, getListUserProjectsQueryOptions, type Project } from '@vo/sdk/hooks';
import { Button, Dialog, EmptyState, Inline, RadioGroup, Skeleton, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useSession } from '../AppContext';
import { AppLink } from '../AppLink';
import { sessionViewer } from '../session/appSession';

/** How many of the client's active castings the dialog offers (the contract's largest page). */
const CASTINGS_PAGE = 100;

/**
 * The client's castings that can take a direct invitation now, newest first: their active castings
 * (listUserProjects) that the project machine lets this viewer invite voice actors to (the server
 * decides with the same machine).
 */
export function invitableCastings(projects: readonly Project[], by: Viewer): Project[] {
  return projects.filter(
    (project) =>
      project.type === 'casting' &&
      projectCan(projectEntityOf(project), { type: 'project.inviteVoiceActor', by }),
  );
}

const refusalOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'The invitation could not be sent: try again.';

/**
 * Invite a voice actor to one of the client's castings (a direct invitation, createInvitation): the
 * client picks a casting that can still invite and sends; the dialog says to whom and for which
 * casting it went, or the server's refusal in its words (already invited, a language the voice actor
 * does not offer), keeping the choice. A client without such a casting is offered to post one.
 * Loaded on the first click, mounted only while open (the profile and the search results open it).
 */
export function InviteDialog({ provider, onClose }: { provider: Provider; onClose: () => void }) {
  const name = provider.user.name;
  // Opened by a signed-in client only (ProfileActions).
  const session = useSession((snapshot) => snapshot.context);
  const viewer = sessionViewer(session, true);
  const userId = viewer?.userId ?? 0;
  const castings = useQuery({
    ...getListUserProjectsQueryOptions(userId, {
      type: 'casting',
      scope: 'active',
      size: CASTINGS_PAGE,
    }),
    enabled: viewer !== null,
    select: (answer) => (viewer === null ? [] : invitableCastings(answer.data, viewer)),
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: async (project: Project) => {
      await createInvitation({ project_id: project.id, provider_id: provider.id, type: 'direct' });
      return project;
    },
    meta: { errors: 'local' },
    onMutate: () => {
      setSent(null);
    },
    onSuccess: (project) => {
      setSent(`Invitation sent to ${name} for ${project.name}`);
    },
  });
  const list = castings.data ?? [];
  const selected = list.find((project) => String(project.id) === chosen) ?? list[0];
  const close = (
    <Button
      variant="secondary"
      // Sent: Send leaves, and the focus goes to Done (not the page behind the dialog).
      ref={sent === null ? undefined : (button) => button?.focus()}
      onClick={onClose}
    >
      {sent === null ? 'Cancel' : 'Done'}
    </Button>
  );

  let body;
  let actions = <Inline justify="end">{close}</Inline>;
  if (castings.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading your castings">
        <Skeleton lines={3} />
      </div>
    );
  } else if (castings.isError) {
    body = (
      <Text role="alert" tone="danger" size="sm">
        {`Your castings could not be loaded: ${refusalOf(castings.error)}`}
      </Text>
    );
  } else if (selected === undefined) {
    body = (
      <EmptyState
        title="You have no casting open to invitations"
        headingLevel={3}
        message={`Post a project and invite ${name} to it once it is approved.`}
        action={
          <AppLink to="/post" variant="standalone">
            Post a project
          </AppLink>
        }
      />
    );
  } else {
    body = (
      <Stack gap="md">
        <RadioGroup
          legend="Your castings"
          name="casting"
          options={list.map((project) => ({ value: String(project.id), label: project.name }))}
          value={String(selected.id)}
          onValueChange={({ value }) => {
            setChosen(value);
            setSent(null);
            invite.reset();
          }}
        />
        <div role="status">{sent === null ? null : <Text>{sent}</Text>}</div>
        {invite.isError ? (
          <Text role="alert" tone="danger" size="sm">
            {refusalOf(invite.error)}
          </Text>
        ) : null}
      </Stack>
    );
    // Sent: the same casting cannot invite them twice; choosing another offers Send again.
    if (sent === null)
      actions = (
        <Inline gap="sm" justify="end" wrap>
          {close}
          <Button
            loading={invite.isPending}
            onClick={() => {
              invite.mutate(selected);
            }}
          >
            Send invitation
          </Button>
        </Inline>
      );
  }

  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={`Invite ${name} to a casting`}
      description="They get the invitation in their inbox and by e-mail, and may answer with a proposal."
      actions={actions}
    >
      {body}
    </Dialog>
  );
}
