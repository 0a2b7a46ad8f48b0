// A voice actor's own invitation to a casting, where they read the casting (its specs, opened from
// the inbox or from the invitation's mail): they accept, decline with a reason or set it aside right
// here, as the invitation machine allows (the inbox's answers, lib/invitations), and an accepted
// invitation leads to the audition that answers it. Reading the page opens an unread invitation.
import { useQuery } from '@tanstack/react-query';
import type { Viewer } from '@vo/machines';
import { getListInvitationsQueryOptions, type Project } from '@vo/sdk/hooks';
import { InvitationCard, Stack } from '@vo/ui';
import { useEffect } from 'react';
import { AppLink } from '../../lib/AppLink';
import {
  auditionPath,
  checkDecline,
  DECLINE_LABELS,
  INVITATION_STATUS_LABELS,
  offeredAnswers,
  opensForTheFirstTime,
  useInvitationAnswers,
} from '../../lib/invitations';
import { LOCAL_ERRORS } from './projectErrors';
import { projectQuery } from './projectQuery';

export function YourInvitation({
  project,
  projectRef,
  viewer,
}: {
  project: Project;
  projectRef: string;
  viewer: Viewer;
}) {
  // The server answers a voice actor with their own invitation to this project, if any.
  const query = useQuery({
    ...getListInvitationsQueryOptions({ project_id: project.id }),
    meta: LOCAL_ERRORS,
  });
  const invitation = query.data?.data.find(
    (own) => own.provider_id === viewer.providerId && own.type !== 'booking',
  );
  const answer = useInvitationAnswers({ alsoStale: () => [projectQuery(projectRef).queryKey] });
  const { mutate } = answer;

  // Reading the casting is opening the invitation (once: the machine says when it is the first time).
  const opening =
    invitation !== undefined && opensForTheFirstTime(invitation, viewer, new Date().toISOString());
  useEffect(() => {
    if (opening) mutate({ invitation, answer: { kind: 'open', at: new Date().toISOString() } });
  }, [opening, invitation, mutate]);

  if (invitation === undefined) return null;
  const audition = auditionPath(invitation);
  return (
    <Stack as="section" gap="sm" aria-label="Your invitation">
      <InvitationCard
        invitation={invitation}
        statusLabel={INVITATION_STATUS_LABELS[invitation.status]}
        allowedActions={offeredAnswers(invitation, viewer)}
        unread={false}
        checkDecline={checkDecline}
        headingLevel={2}
        labels={{ ...DECLINE_LABELS, accept: { casting: 'Accept', booking: 'Accept booking' } }}
        onAccept={() => {
          mutate({ invitation, answer: { kind: 'accept' } });
        }}
        onDecline={({ reason, details }) => {
          mutate({ invitation, answer: { kind: 'decline', reason, details } });
        }}
        onArchive={() => {
          mutate({ invitation, answer: { kind: 'archive' } });
        }}
      />
      {audition === null ? null : (
        <AppLink to={audition} variant="standalone">
          {`Your audition for ${invitation.project.name}`}
        </AppLink>
      )}
    </Stack>
  );
}
