import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Project } from '@vo/sdk/hooks';
import { createReview, getListReviewsQueryOptions } from '@vo/sdk/hooks';
import { partiesOf, projectEntityOf, type Viewer } from '@vo/machines';
import { Button, Card, Heading, ReviewItem, Skeleton, Stack, Text } from '@vo/ui';
import { useState, type ReactNode } from 'react';
import { LOCAL_ERRORS, messageOf, reviewsChanged } from '../../lib/reviews/reviewCalls';
import { ReviewControls } from '../../lib/reviews/ReviewControls';
import { ReviewForm } from '../../lib/reviews/ReviewForm';

/** Whom the viewer reviews on this booking: its client reviews the voice actor, its voice actor the client. */
export function reviewTargetOf(
  project: Project,
  viewer: Viewer,
): { target: 'provider' | 'client'; target_id: number; reviewedUserId: number | null } | null {
  const parties = partiesOf(projectEntityOf(project).context, viewer);
  const clientId = project.user_id?.[0];
  if (parties.includes('client') && project.provider_id != null)
    return { target: 'provider', target_id: project.provider_id, reviewedUserId: null };
  if (parties.includes('bookedVoiceActor') && clientId !== undefined)
    return { target: 'client', target_id: clientId, reviewedUserId: clientId };
  return null;
}

export interface BookingReviewProps {
  /** A completed booking. */
  project: Project;
  /** The signed-in viewer, one of the booking's two parties. */
  viewer: Viewer;
}

/**
 * The review panel of a completed booking (issue 42), for its two parties: "Write a review" while the
 * server's x-access-add-review says allowed for this booking; once written, the viewer's review with
 * Edit and Delete. A refusal shows in the server's words.
 */
export function BookingReview({ project, viewer }: BookingReviewProps) {
  const who = reviewTargetOf(project, viewer);
  if (who === null) return null;
  return <ReviewPanel project={project} viewer={viewer} who={who} />;
}

function ReviewPanel({
  project,
  viewer,
  who,
}: {
  project: Project;
  viewer: Viewer;
  who: NonNullable<ReturnType<typeof reviewTargetOf>>;
}) {
  const queryClient = useQueryClient();
  const [writing, setWriting] = useState(false);
  const params = { target: who.target, target_id: who.target_id, project_id: project.id, size: 10 };
  const list = useQuery({ ...getListReviewsQueryOptions(params), meta: LOCAL_ERRORS });
  const other = who.target === 'provider' ? 'the voice actor' : 'the client';
  const title = `Review ${other}`;
  const panel = (body: ReactNode) => (
    <Card as="section" aria-labelledby="booking-review-title">
      <Stack gap="md">
        <Heading level={2} size="md" id="booking-review-title">
          {title}
        </Heading>
        {body}
      </Stack>
    </Card>
  );
  if (list.isPending) return panel(<Skeleton lines={2} aria-busy="true" aria-label="Loading your review" />);
  if (list.isError)
    return panel(
      <Text tone="danger" role="alert">
        {messageOf(list.error)}
      </Text>,
    );
  const allowed = list.data.headers.get('x-access-add-review') === 'allowed';
  const mine = list.data.data.find((review) => review.user_id === viewer.userId);
  if (mine)
    return panel(
      <ReviewItem
        review={mine}
        headingLevel={3}
        actions={<ReviewControls review={mine} reviewedUserId={who.reviewedUserId ?? 0} />}
      />,
    );
  if (!allowed) return null;
  if (!writing)
    return panel(
      <Stack gap="sm" align="start">
        <Text>{`The work is done: tell others how it went with ${other}.`}</Text>
        <Button
          onClick={() => {
            setWriting(true);
          }}
        >
          Write a review
        </Button>
      </Stack>,
    );
  return panel(
    <ReviewForm
      label={`How was working with ${other}?`}
      submitLabel="Post the review"
      send={(values) =>
        createReview({ target: who.target, target_id: who.target_id, project_id: project.id, ...values })
      }
      onDone={async () => {
        await reviewsChanged(queryClient, who);
        setWriting(false);
      }}
      onCancel={() => {
        setWriting(false);
      }}
    />,
  );
}
