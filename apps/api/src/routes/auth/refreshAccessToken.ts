// refreshAccessToken: Refresh the access token (GET /auth/refresh_access_token).
import { bearerToken } from '../../auth/authenticate';
import { refreshSession } from '../../auth/sessions';
import type { Handler } from '../../contract/types';

export const refreshAccessToken: Handler<'refreshAccessToken'> = async ({ services, request }) => {
  const refresh = request.headers['x-refresh-token'];
  const pair = await refreshSession(services, bearerToken(request), String(refresh));
  return { status: 200, body: { accessToken: pair.accessToken, refreshToken: pair.refreshToken } };
};
