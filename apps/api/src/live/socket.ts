// The live-update websocket, GET /api/socket?authorization=<access token> (openapi x-websocket).
// Before the upgrade: the same origin rule as CORS (a browser page of another site may not open it)
// and a rate limit per address. After it: the token is checked exactly as the HTTP operations check
// a bearer token (auth/authenticate.ts); a missing, malformed, expired or revoked one closes the
// connection with 4401. An admin acting as someone adds `logged_as` (a browser cannot set the
// x-logged-as header on a websocket): the socket is then that user's, and it is audited like the
// header. An accepted socket joins the hub (live/hub.ts) and at once receives the user's current
// counters as stats-updated messages: the app's badges are right from the first moment, and it is
// the one push every client sees while no operation of this server changes a counter yet (the
// admin's recalculateStats pushes too). The client sends nothing; frames it sends are ignored (and
// bounded in size).
import websocket from '@fastify/websocket';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actingAs, auditImpersonation, identifyAccessToken, type TokenOwner } from '../auth/authenticate';
import type { Viewer } from '../auth/viewer';
import { compileResponseValidator } from '../contract/validation';
import { HttpError } from '../http/errors';
import { RateLimiter, socketLimit } from '../http/rateLimit';
import { allowedOrigins } from '../http/security';
import type { Services } from '../services';
import { CloseCode, publishStats, type LiveConnection, type LiveSocket } from './hub';

export const SOCKET_PATH = '/api/socket';

/** The x-websocket close code for each refusal of the HTTP side it mirrors. */
const closeCodeOf: Partial<Record<number, number>> = {
  400: CloseCode.badRequest,
  401: CloseCode.unauthorized,
  404: CloseCode.notFound,
};

/** The server side of a connection as @fastify/websocket hands it over (a `ws` WebSocket). */
interface ServerSocket extends LiveSocket {
  on: (event: 'close', listener: () => void) => unknown;
}

/** The document's own schema of the `authorization` query parameter (length and characters). */
const isWellFormedToken = compileResponseValidator('#/x-websocket/query/authorization/schema');
const isWellFormedUserId = compileResponseValidator('#/x-websocket/query/logged_as/schema');

export function liveSocket(services: Services) {
  const limiter = new RateLimiter(services.now, services.config.rateLimitEntries);
  const origins = allowedOrigins(services.config);

  /**
   * Why a handshake is refused before the upgrade, if it is. Browsers send Origin on every websocket
   * handshake and CORS does not cover websockets, so the allowed origins are checked here (non-browser
   * clients send none); then the rate limit per address.
   */
  function refusal(request: FastifyRequest): HttpError | null {
    const origin = request.headers.origin;
    if (origin !== undefined && !origins.has(origin))
      return new HttpError(403, 'origin_not_allowed', 'This site may not open the live-update socket.');
    if (!services.config.rateLimits) return null;
    try {
      limiter.check(request, 'page:socket', socketLimit);
      return null;
    } catch (error) {
      if (error instanceof HttpError) return error;
      throw error;
    }
  }

  return async (app: FastifyInstance) => {
    // Registered before the websocket plugin's own preClose (which closes without a code), so a
    // stopping server says why: 1001, going away. Clients reconnect to the next server.
    app.addHook('preClose', (done) => {
      services.live.closeAll(CloseCode.goingAway, 'The server is shutting down.');
      done();
    });
    await app.register(websocket, { options: { maxPayload: 4096 } });

    app.route({
      method: 'GET',
      url: SOCKET_PATH,
      onRequest: (request, _reply, done) => {
        done(refusal(request) ?? undefined);
      },
      // A plain HTTP request (no upgrade) to the socket's address.
      handler: () => {
        throw new HttpError(
          426,
          'upgrade_required',
          'This address is a websocket: open it with a WebSocket client.',
          {
            name: 'ValidationError',
            headers: { upgrade: 'websocket' },
          },
        );
      },
      wsHandler: (socket: ServerSocket, request: FastifyRequest) => accept(services, socket, request),
    });
  };
}

async function accept(services: Services, socket: ServerSocket, request: FastifyRequest): Promise<void> {
  const query = request.query as Record<string, unknown>;
  const token = query['authorization'];
  // A repeated parameter arrives as an array: not a token either.
  if (typeof token !== 'string' || !isWellFormedToken(token)) {
    socket.close(CloseCode.unauthorized, 'Please log in to continue.');
    return;
  }
  let owner: TokenOwner;
  let viewer: Viewer;
  try {
    owner = await identifyAccessToken(services, token);
    // An admin acting as someone names them, as the x-logged-as header does on HTTP calls.
    const loggedAs = query['logged_as'];
    // The document's digits only (no sign, spaces or decimals), then the same rules as the header.
    const named = loggedAs === undefined || isWellFormedUserId(loggedAs) ? loggedAs : 'not a user id';
    viewer = await actingAs(services, owner, named, 'logged_as');
  } catch (error) {
    const code = error instanceof HttpError ? closeCodeOf[error.status] : undefined;
    if (error instanceof HttpError && code !== undefined) {
      socket.close(code, error.body.message);
      return;
    }
    request.log.error({ err: error }, 'live socket: authentication failed');
    socket.close(CloseCode.serverError, 'Something went wrong on our side.');
    return;
  }
  // The client may have gone while the token was checked.
  if (socket.readyState !== 1) return;
  const connection: LiveConnection = {
    socket,
    userId: viewer.user.id,
    family: owner.family,
    expiresAt: owner.expiresAt,
  };
  const forget = services.live.add(connection);
  // Registered in the same tick as add(): no close can slip in between.
  socket.on('close', forget);
  try {
    await auditImpersonation(services, viewer, request, 'x-websocket', 101);
    await publishStats(services, viewer.user.id, { only: connection });
  } catch (error) {
    request.log.error({ err: error }, 'live socket: first stats push failed');
  }
}
