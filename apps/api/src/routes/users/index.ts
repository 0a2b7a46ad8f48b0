// users: the signed-in user, profiles, preferences, roles, deletion and restore (spec section 7 Users).
// Ownership: most operations are for the user themself or an admin (403 for anyone else); a few
// are for the user themself only (terms, NPS date, joining as a client). While an admin acts as
// someone else, UI preferences, completed actions and service updates are not saved (section 6).
import type { Handlers } from '../../contract/types';
import { acceptUserTerms } from './acceptUserTerms';
import { countUserPendingMessages } from './countUserPendingMessages';
import { deleteUser } from './deleteUser';
import { getMe } from './getMe';
import { getUser } from './getUser';
import { getUserStats } from './getUserStats';
import { joinUserAsClient } from './joinUserAsClient';
import { listUserProjects } from './listUserProjects';
import { listUserChannels } from './listUserChannels';
import { listPendingMessages } from './listPendingMessages';
import { listUserServices } from './listUserServices';
import { removeUserFromBlacklist } from './removeUserFromBlacklist';
import { restoreAccount } from './restoreAccount';
import { restoreUser } from './restoreUser';
import { reviewUserPendingMessages } from './reviewUserPendingMessages';
import { setClientRole } from './setClientRole';
import { setUserNpsDate } from './setUserNpsDate';
import { updateUser } from './updateUser';
import { updateUserEmailSettings } from './updateUserEmailSettings';
import { getUserEmailSettings } from './getUserEmailSettings';
import { updateUserService } from './updateUserService';
import { getInvitationPreferences } from './getInvitationPreferences';
import { updateInvitationPreferences } from './updateInvitationPreferences';
import { leaveClientRole } from './leaveClientRole';
import { getEmailSettingByToken } from './getEmailSettingByToken';
import { updateEmailSettingByToken } from './updateEmailSettingByToken';

export const userHandlers = {
  getMe,
  getUser,
  updateUser,
  deleteUser,
  restoreUser,
  restoreAccount,
  acceptUserTerms,
  updateUserEmailSettings,
  getUserEmailSettings,
  joinUserAsClient,
  setClientRole,
  removeUserFromBlacklist,
  setUserNpsDate,
  countUserPendingMessages,
  reviewUserPendingMessages,
  listUserServices,
  updateUserService,
  getUserStats,
  listUserProjects,
  listUserChannels,
  listPendingMessages,
  getInvitationPreferences,
  updateInvitationPreferences,
  leaveClientRole,
  getEmailSettingByToken,
  updateEmailSettingByToken,
} satisfies Handlers;
