// setUserNpsDate: Record that the NPS survey was shown (POST /users/{id}/set_nps_date).
import type { Handler } from '../../contract/types';
import { activeUser, saveUser, selfOnly, userReply } from '../../modules/users/users';

export const setUserNpsDate: Handler<'setUserNpsDate'> = async ({ viewer: me, services, params }) => {
  selfOnly(me, params.id, 'Only the user themself may record that the survey was shown.');
  const user = await activeUser(services.db, params.id);
  return userReply(services, me, await saveUser(services.db, user.id, { npsDate: services.now() }));
};
