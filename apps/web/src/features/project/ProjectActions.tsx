import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Project } from '@vo/sdk/hooks';
import { isAdmin, type Viewer } from '@vo/machines';
import {
  closeProject,
  completeProject,
  enableProjectSecurePayments,
  extendProject,
  getListUserProjectsQueryKey,
  removeProjectSecurePayment,
  updateProject,
} from '@vo/sdk/hooks';
import { Button, Heading, Inline, Stack, Text } from '@vo/ui';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { CloseDialog } from './CloseDialog';
import { CompleteDialog } from './CompleteDialog';
import { ConfirmDialog } from './ConfirmDialog';
import { ExtendDialog } from './ExtendDialog';
import { closingReasonsFor, projectActionsFor, type ProjectAction } from './projectActions';
import { LOCAL_ERRORS, messageOf } from './projectErrors';
import { projectQuery } from './projectQuery';
import { formatDateTime } from './projectFormat';
import { ownsProject } from './offerView';

// Sharing is an owner's occasional step: its dialogs load when an owner's page shows it.
const ShareProject = lazy(async () => ({ default: (await import('./ShareProject')).ShareProject }));

/** The page shows the project the action answered with; the dashboard lists ask again. */
async function showChanged(queryClient: QueryClient, ref: string, project: Project): Promise<void> {
  queryClient.setQueryData(projectQuery(ref).queryKey, (current) =>
    current === undefined ? current : { ...current, data: project },
  );
  const owners = project.user_id ?? [];
  await Promise.all(
    owners.map((id) => queryClient.invalidateQueries({ queryKey: getListUserProjectsQueryKey(id) })),
  );
}

type Dialogs = 'extend' | 'stop' | 'close' | 'complete' | 'removeSecurePayment' | null;

/**
 * The owner's actions on a project (spec section 4): each offered only when the project machine
 * lets the viewer take it now, each calling its operation, destructive ones after a confirmation.
 * The page then shows the project the server answered with.
 */
export function ProjectActions({
  project,
  projectRef,
  viewer,
}: {
  project: Project;
  projectRef: string;
  viewer: Viewer | null;
}) {
  const headingId = useId();
  const actions = projectActionsFor(project, viewer);
  const queryClient = useQueryClient();
  const { notices } = useAppServices();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Dialogs>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const done = async (changed: Project, message: string) => {
    setOpen(null);
    setProblem(null);
    await showChanged(queryClient, projectRef, changed);
    notices.message(message);
  };
  const failed = (error: unknown) => {
    setProblem(messageOf(error));
  };
  const change = useMutation({
    mutationFn: async (run: () => Promise<{ data: Project }>) => (await run()).data,
    meta: LOCAL_ERRORS,
    onError: failed,
  });
  const copy = useMutation({
    mutationFn: async () => (await updateProject(projectRef, { copy: true })).data,
    meta: LOCAL_ERRORS,
    onSuccess: async (draft) => {
      await queryClient.invalidateQueries({ queryKey: getListUserProjectsQueryKey(viewer?.userId ?? 0) });
      notices.message('Project copied: edit the new draft and post it');
      await navigate(`/edit/${String(draft.id)}`);
    },
    onError: failed,
  });
  const run = (request: () => Promise<{ data: Project }>, message: string) => {
    setProblem(null);
    change.mutate(request, { onSuccess: (changed) => void done(changed, message) });
  };
  const openDialog = (dialog: Dialogs) => {
    setProblem(null);
    setOpen(dialog);
  };

  // Sharing is a casting's (its proposals, its ownership), for its owners and admins, in any status.
  const sharing =
    viewer !== null && project.type === 'casting' && (ownsProject(project, viewer) || isAdmin(viewer));
  if (viewer === null || (actions.length === 0 && !sharing)) return null;
  const id = projectRef;
  const buttons: Record<ProjectAction, ReactNode> = {
    extend: (
      <Button
        variant="secondary"
        onClick={() => {
          openDialog('extend');
        }}
      >
        Extend the deadline
      </Button>
    ),
    stopReceivingProposals: (
      <Button
        variant="secondary"
        onClick={() => {
          openDialog('stop');
        }}
      >
        Stop receiving proposals
      </Button>
    ),
    close: (
      <Button
        variant="secondary"
        onClick={() => {
          openDialog('close');
        }}
      >
        Close with a reason
      </Button>
    ),
    completeWithoutWinner: (
      <Button
        variant="secondary"
        onClick={() => {
          openDialog('complete');
        }}
      >
        Complete without a winner
      </Button>
    ),
    enableAutoInvites: (
      <Button
        variant="secondary"
        loading={change.isPending && open === null}
        onClick={() => {
          run(
            () => updateProject(id, { auto_invites_enabled: true }),
            'Auto invites on: matching voice actors are being invited',
          );
        }}
      >
        Enable auto invites
      </Button>
    ),
    disableAutoInvites: (
      <Button
        variant="secondary"
        loading={change.isPending && open === null}
        onClick={() => {
          run(
            () => updateProject(id, { auto_invites_enabled: false }),
            'Auto invites off: only the voice actors you invite are invited',
          );
        }}
      >
        Switch to client invites only
      </Button>
    ),
    enableSecurePayments: (
      <Button
        variant="secondary"
        loading={change.isPending && open === null}
        onClick={() => {
          run(() => enableProjectSecurePayments(id), 'Secure payment is on');
        }}
      >
        Turn secure payment on
      </Button>
    ),
    removeSecurePayment: (
      <Button
        variant="secondary"
        onClick={() => {
          openDialog('removeSecurePayment');
        }}
      >
        Turn secure payment off
      </Button>
    ),
    copy: (
      <Button
        variant="secondary"
        loading={copy.isPending}
        onClick={() => {
          copy.mutate();
        }}
      >
        Copy the project
      </Button>
    ),
  };

  return (
    <Stack as="section" gap="sm" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Manage this project
      </Heading>
      <Inline gap="sm" wrap>
        {actions.map((action) => (
          <span key={action}>{buttons[action]}</span>
        ))}
        {sharing ? (
          <Suspense fallback={null}>
            <ShareProject project={project} />
          </Suspense>
        ) : null}
      </Inline>
      {open === null && problem !== null ? (
        <Text tone="danger" role="alert">
          {problem}
        </Text>
      ) : null}

      <ExtendDialog
        open={open === 'extend'}
        project={project}
        pending={change.isPending}
        problem={problem}
        onClose={() => {
          setOpen(null);
        }}
        onExtend={(deadline) => {
          run(
            () => extendProject(id, { deadline: deadline.toISOString() }),
            `Deadline extended to ${formatDateTime(deadline.toISOString())}`,
          );
        }}
      />
      <ConfirmDialog
        open={open === 'stop'}
        title="Stop receiving proposals?"
        description="The casting closes now: no more proposals arrive, and you review the ones you have."
        confirm="Stop receiving proposals"
        pending={change.isPending}
        problem={problem}
        onClose={() => {
          setOpen(null);
        }}
        onConfirm={() => {
          run(() => closeProject(id, { reason: 'client' }), 'The project no longer receives proposals');
        }}
      />
      <CloseDialog
        open={open === 'close'}
        reasons={closingReasonsFor(project, viewer)}
        pending={change.isPending}
        problem={problem}
        onClose={() => {
          setOpen(null);
        }}
        onCloseProject={(reason) => {
          run(() => closeProject(id, { reason }), 'Project closed successfully');
        }}
      />
      <CompleteDialog
        open={open === 'complete'}
        project={project}
        viewer={viewer}
        pending={change.isPending}
        problem={problem}
        onProblem={setProblem}
        onClose={() => {
          setOpen(null);
        }}
        onComplete={(cancelReason, details) => {
          run(
            () =>
              completeProject(id, {
                reason: 'client',
                cancel_reason: cancelReason,
                ...(details.trim() === '' ? {} : { cancel_reason_details: details.trim() }),
              }),
            'Project completed without a winner',
          );
        }}
      />
      <ConfirmDialog
        open={open === 'removeSecurePayment'}
        title="Turn secure payment off?"
        description="You will pay the voice actor directly: the platform no longer holds the funds for this project."
        confirm="Turn secure payment off"
        pending={change.isPending}
        problem={problem}
        onClose={() => {
          setOpen(null);
        }}
        onConfirm={() => {
          run(() => removeProjectSecurePayment(id), 'Secure payment is off');
        }}
      />
    </Stack>
  );
}
