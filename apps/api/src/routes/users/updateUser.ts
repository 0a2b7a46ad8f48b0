// updateUser: Update a user (PATCH /users/{id}).
import type { Handler } from '../../contract/types';
import { rebuildSearchDocuments } from '../../modules/providers/search';
import {
  activeUser,
  asObject,
  assertFree,
  isUniqueViolation,
  mergeFlags,
  providerIdsOfUser,
  saveUser,
  selfOrAdmin,
  takenEmail,
  takenUsername,
  userReply,
  type UserPatch,
} from '../../modules/users/users';
import { removePicture, storePicture } from '../../files/pictures';
import { badRequest } from '../../http/errors';

export const updateUser: Handler<'updateUser'> = async ({ viewer: me, services, params, body, request }) => {
  if ('picture' in body) {
    const upload = request.uploads.find((u) => u.field === 'picture' && u.id === body.picture);
    try {
      if (!upload) throw badRequest('picture_not_a_file', 'picture must be an image file.');
      selfOrAdmin(me, params.id);
      const user = await activeUser(services.db, params.id);
      const pictureId = await storePicture(services, upload, user.id);
      const saved = await saveUser(services.db, user.id, { pictureFileId: pictureId });
      if (user.pictureFileId) await removePicture(services, user.pictureFileId);
      return await userReply(services, me, saved);
    } finally {
      // storePicture removes the upload itself; this covers refusals before it ran.
      await Promise.all(request.uploads.map((u) => services.storage.remove(u.id)));
    }
  }

  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const patch: UserPatch = {};
  if (body.name !== undefined) {
    if (body.name.trim() === '') throw badRequest('name_blank', 'The name cannot be blank.');
    patch.name = body.name.trim();
  }
  if (body.username !== undefined) patch.username = body.username;
  if (body.email !== undefined) patch.email = body.email;
  await assertFree(services.db, user.id, body.username, body.email);
  if (body.address !== undefined && 'country' in body.address) patch.country = body.address.country ?? null;
  if (body.autoenable_secure_payments !== undefined)
    patch.autoenableSecurePayments = body.autoenable_secure_payments;
  if (body.potential_booking_ids !== undefined) patch.potentialBookingIds = body.potential_booking_ids;

  // Spec section 6: while an admin acts as someone else, UI preferences and completed-action
  // flags are not saved (the other fields are).
  const acting = me.admin !== null;
  const prefs = { ...asObject(user.prefs) };
  const merged = {
    ui_preferences: acting
      ? undefined
      : mergeFlags(prefs['ui_preferences'], body.ui_preferences, 'ui_preferences'),
    completed_actions: acting
      ? undefined
      : mergeFlags(prefs['completed_actions'], body.completed_actions, 'completed_actions'),
    discovery_flags: mergeFlags(prefs['discovery_flags'], body.discovery_flags, 'discovery_flags'),
  };
  let prefsChanged = false;
  for (const [key, value] of Object.entries(merged)) {
    if (value === undefined) continue;
    prefs[key] = value;
    prefsChanged = true;
  }
  if (prefsChanged) patch.prefs = prefs;
  if (Object.keys(patch).length === 0) return userReply(services, me, user);
  try {
    const saved = await saveUser(services.db, user.id, patch);
    // A voice actor is found by name and username: their search document follows a rename.
    if (patch.name !== undefined || patch.username !== undefined) {
      const profile = await providerIdsOfUser(services.db, user.id);
      if (profile.length > 0) await rebuildSearchDocuments(services.db, profile);
    }
    return await userReply(services, me, saved);
  } catch (error) {
    // Another request took the username or e-mail between the check and the update.
    if (isUniqueViolation(error)) throw body.username !== undefined ? takenUsername() : takenEmail();
    throw error;
  }
};
