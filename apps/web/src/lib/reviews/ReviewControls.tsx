import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Review } from '@vo/sdk';
import {
  createReviewResponse,
  deleteReview,
  deleteReviewResponse,
  updateReview,
  updateReviewResponse,
} from '@vo/sdk/hooks';
import { Button, Inline, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useUser } from '../AppContext';
import { LOCAL_ERRORS, messageOf, reviewsChanged } from './reviewCalls';
import { ReviewForm } from './ReviewForm';
import { ResponseForm } from './ResponseForm';

export interface ReviewControlsProps {
  /** The review shown. */
  review: Review;
  /** The reviewed party's user id (the voice actor's user for a review of a voice actor). */
  reviewedUserId: number;
}

type Open = 'none' | 'edit' | 'delete' | 'respond' | 'editResponse' | 'deleteResponse';

/**
 * What the signed-in user may do with a review they see (issue 42): its author edits or deletes it;
 * the reviewed party responds, then edits or deletes the response. Nothing for anyone else. Each
 * refusal shows in the server's words.
 */
export function ReviewControls({ review, reviewedUserId }: ReviewControlsProps) {
  const user = useUser();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>('none');
  const done = async () => {
    await reviewsChanged(queryClient, review);
    setOpen('none');
  };
  const close = () => {
    setOpen('none');
  };
  if (user === null) return null;
  const author = review.user_id === user.id;
  const reviewed = reviewedUserId === user.id && !author;
  if (!author && !reviewed) return null;

  if (open === 'edit')
    return (
      <ReviewForm
        label="Your rating"
        initial={{ rating: review.rating, review: review.review }}
        submitLabel="Save the review"
        send={(values) => updateReview(review.id, values)}
        onDone={done}
        onCancel={close}
      />
    );
  if (open === 'respond' || open === 'editResponse')
    return (
      <ResponseForm
        initial={open === 'editResponse' ? (review.response?.response ?? '') : ''}
        submitLabel={open === 'respond' ? 'Post the response' : 'Save the response'}
        send={(response) =>
          open === 'respond'
            ? createReviewResponse(review.id, { response })
            : updateReviewResponse(review.id, { response })
        }
        onDone={done}
        onCancel={close}
      />
    );
  if (open === 'delete' || open === 'deleteResponse')
    return (
      <ConfirmDelete
        question={open === 'delete' ? 'Delete your review?' : 'Delete your response?'}
        remove={() => (open === 'delete' ? deleteReview(review.id) : deleteReviewResponse(review.id))}
        onDone={done}
        onCancel={close}
      />
    );
  return (
    <Inline gap="sm" wrap>
      {author ? (
        <>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setOpen('edit');
            }}
          >
            Edit review
          </Button>
          <Button
            variant="tertiary"
            size="small"
            onClick={() => {
              setOpen('delete');
            }}
          >
            Delete review
          </Button>
        </>
      ) : review.response === null ? (
        <Button
          variant="secondary"
          size="small"
          onClick={() => {
            setOpen('respond');
          }}
        >
          Respond
        </Button>
      ) : (
        <>
          <Button
            variant="secondary"
            size="small"
            onClick={() => {
              setOpen('editResponse');
            }}
          >
            Edit response
          </Button>
          <Button
            variant="tertiary"
            size="small"
            onClick={() => {
              setOpen('deleteResponse');
            }}
          >
            Delete response
          </Button>
        </>
      )}
    </Inline>
  );
}

function ConfirmDelete({
  question,
  remove,
  onDone,
  onCancel,
}: {
  question: string;
  remove: () => Promise<unknown>;
  onDone: () => Promise<void>;
  onCancel: () => void;
}) {
  const removal = useMutation({ mutationFn: remove, meta: LOCAL_ERRORS, onSuccess: onDone });
  return (
    <Stack gap="sm" role="group" aria-label={question}>
      <Text weight="bold">{question}</Text>
      {removal.isError ? (
        <Text tone="danger" role="alert">
          {messageOf(removal.error)}
        </Text>
      ) : null}
      <Inline gap="sm" wrap>
        <Button
          variant="danger"
          size="small"
          disabled={removal.isPending}
          onClick={() => {
            removal.mutate();
          }}
        >
          Delete
        </Button>
        <Button variant="secondary" size="small" onClick={onCancel}>
          Keep it
        </Button>
      </Inline>
    </Stack>
  );
}
