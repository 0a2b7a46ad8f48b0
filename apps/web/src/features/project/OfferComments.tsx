import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Offer, OfferComment } from '@vo/sdk';
import { createOfferComment, deleteOfferComment } from '@vo/sdk/hooks';
import { Button, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useEffect, useRef } from 'react';
import { useAppServices } from '../../lib/AppContext';
import { QueryState } from '../../lib/queryState';
import { MessageForm } from './MessageForm';
import { offerCommentsQuery, offerListsKey, offerQuery } from './offersQuery';
import { auditionOf } from './offerView';
import { LOCAL_ERRORS, messageOf } from './projectErrors';
import { formatDateTime } from './projectFormat';
import * as styles from './Proposals.css';

/**
 * The conversation on a proposal (listOfferComments, oldest first) between the project's owners and
 * the voice actor: its comments, the author's (or an admin's) delete, and a box to add one. A
 * `focusRequest` that changes puts the caret in the box (the c key).
 */
export function OfferComments({
  id,
  offer,
  userId,
  canWrite,
  canDeleteAny,
  focusRequest,
}: {
  /** The panel's id: the Comments button controls it. */
  id: string;
  offer: Offer;
  userId: number | null;
  canWrite: boolean;
  /** An admin deletes anyone's comment; others their own. */
  canDeleteAny: boolean;
  focusRequest: number;
}) {
  const query = useQuery(offerCommentsQuery(offer.id));
  const queryClient = useQueryClient();
  const { notices } = useAppServices();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (focusRequest > 0) panel.current?.querySelector('textarea')?.focus();
  }, [focusRequest]);

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: offerCommentsQuery(offer.id).queryKey }),
      queryClient.invalidateQueries({ queryKey: offerListsKey() }),
      queryClient.invalidateQueries({ queryKey: offerQuery(offer.id).queryKey }),
    ]);
  const remove = useMutation({
    mutationFn: (comment: OfferComment) => deleteOfferComment(offer.id, comment.id),
    meta: LOCAL_ERRORS,
    onSuccess: async () => {
      await refresh();
      notices.message('Comment deleted');
    },
    onError: (error) => {
      notices.message(messageOf(error));
    },
  });

  const authorOf = (comment: OfferComment) => {
    if (comment.user_id === userId) return 'You';
    if (comment.user_id === offer.provider.user_id) return offer.provider.user.name;
    return 'The client';
  };

  return (
    <div
      ref={panel}
      id={id}
      className={styles.comments}
      role="region"
      aria-label={`Comments on ${auditionOf(offer)}`}
    >
      <Stack gap="sm">
        <QueryState
          query={query}
          loading={
            <div role="status" aria-busy="true" aria-label="Loading the comments">
              <Skeleton lines={2} />
            </div>
          }
          failed={{ title: 'The comments could not be loaded', headingLevel: 3, retryVariant: 'secondary' }}
          isEmpty={({ data }) => data.length === 0}
          empty={<Text tone="muted">No comments yet.</Text>}
        >
          {({ data }) => (
            <ul className={styles.commentList}>
              {data.map((comment) => (
                <li key={comment.id} className={styles.comment}>
                  <Text>{comment.message}</Text>
                  <Inline gap="sm" align="center" wrap>
                    <Text as="span" size="sm" tone="muted">
                      {`${authorOf(comment)}, ${formatDateTime(comment.created_at)}`}
                    </Text>
                    {comment.user_id === userId || canDeleteAny ? (
                      <Button
                        variant="tertiary"
                        size="small"
                        loading={remove.isPending && remove.variables.id === comment.id}
                        onClick={() => {
                          remove.mutate(comment);
                        }}
                      >
                        Delete comment
                      </Button>
                    ) : null}
                  </Inline>
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {canWrite ? (
          <MessageForm
            label="Add a comment"
            submitLabel="Send comment"
            empty="Write your comment."
            sentNotice="Comment sent"
            send={(message) => createOfferComment(offer.id, { message })}
            onSent={refresh}
          />
        ) : null}
      </Stack>
    </div>
  );
}
