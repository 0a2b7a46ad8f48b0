// reviewUserPendingMessages: Approve or reject a user's held messages (POST /users/{id}/pending_messages).
// Admins only (x-roles). Every message of the user held for moderation is decided with the real
// category: approved ones are delivered (the next sequence of their conversation, the other side's
// badge and socket, the digest), rejected ones are never delivered; their author's screens hear of
// both. Answers how many are still held (0 unless new ones arrived meanwhile).
import type { Handler } from '../../contract/types';
import { announceEvent } from '../../modules/channels/channelLive';
import { reviewHeld } from '../../modules/channels/heldMessages';
import { countHeld } from '../../modules/channels/channels';
import { activeUser } from '../../modules/users/users';

export const reviewUserPendingMessages: Handler<'reviewUserPendingMessages'> = async ({
  viewer,
  services,
  params,
  body,
}) => {
  const author = await activeUser(services.db, params.id);
  const { decided } = await reviewHeld(services.db, {
    authorId: author.id,
    approve: body.approve,
    category: body.real_category,
    adminId: (viewer.admin ?? viewer.user).id,
    now: services.now(),
  });
  for (const outcome of decided)
    await announceEvent(services, outcome.channel, outcome.event, {
      recipients: outcome.recipients,
      alsoTell: [author.id],
    });
  return { status: 200, body: { count: await countHeld(services.db, author.id) } };
};
