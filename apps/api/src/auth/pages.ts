// The sign-in page this server serves in place of an identity provider: log in with e-mail and
// password, sign up as client, voice actor or other (accepting the terms), and in demo mode one
// click per demo account. It redirects back to the app with `code` and `state`, which the app
// exchanges with auth/sign_in. Also the logout link, which revokes the session's tokens.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { providers, signInStates, users } from '../db/schema';
import type { Services } from '../services';
import { hashPassword, verifyPassword } from './crypto';
import { checkLogoutMac, revokeFamily } from './sessions';
import { appOrigins, serverOriginFor } from './origins';
import { issueSignInCode, useMagicLink } from '../modules/users/signIn';
import { scheduleSignInLinkMail } from '../modules/users/signInLinkMail';
import { addMarketplaceService, freeUsername } from '../modules/users/users';
import { demoAccounts } from './demoAccounts';
import { brandOf, expiredHtml, forgotPage, page } from './signInPage';
import { RateLimiter, pageLimits } from '../http/rateLimit';

const STATE_TTL_MS = 30 * 60 * 1000;

/**
 * The sign-up flow tags (signin_link's context) that come from pages for voice actors: the sign-up
 * form starts with "A voice actor" chosen there. Every other flow starts as a client.
 */
const VOICE_ACTOR_CONTEXTS: ReadonlySet<string> = new Set(['voice-over-jobs']);

const signUpTypeFor = (context: string | null): 'voice_actor' | 'client' =>
  context !== null && VOICE_ACTOR_CONTEXTS.has(context) ? 'voice_actor' : 'client';

function sendPage(services: Services, reply: FastifyReply, html: string, status = 200) {
  // A form's redirect must also pass form-action: the sign-in answers with a redirect to the app,
  // which may live on another allowed origin (Vite's dev server, the second brand's host).
  const formTargets = ["'self'", ...services.config.corsOrigins].join(' ');
  return reply
    .code(status)
    .header(
      'content-security-policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action ${formTargets}; frame-ancestors 'none'`,
    )
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export function signInPages(services: Services) {
  const limiter = new RateLimiter(services.now, services.config.rateLimitEntries);
  return async (app: FastifyInstance) => {
    await app.register((scope, _options, done) => {
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_req, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(String(body))));
        },
      );

      /** The rate limit's message when this address tried too often, else null. */
      const limited = (request: FastifyRequest, form: keyof typeof pageLimits): string | null => {
        if (!services.config.rateLimits) return null;
        try {
          limiter.check(request, `page:${form}`, pageLimits[form]);
          return null;
        } catch (error) {
          if (error instanceof HttpError) return error.message;
          throw error;
        }
      };

      const demos = async () => {
        if (!services.config.demo) return [];
        const rows = await services.db
          .select({ email: users.email })
          .from(users)
          .where(
            and(
              inArray(
                users.email,
                demoAccounts.map((d) => d.email),
              ),
              isNull(users.deletedAt),
            ),
          );
        const present = new Set(rows.map((r) => r.email));
        return demoAccounts.filter((d) => present.has(d.email));
      };

      const findState = async (state: unknown) => {
        if (typeof state !== 'string' || state.length > 100) return null;
        const rows = await services.db
          .select()
          .from(signInStates)
          .where(eq(signInStates.state, state))
          .limit(1);
        const row = rows[0];
        if (!row || row.createdAt.getTime() + STATE_TTL_MS <= services.now().getTime()) return null;
        return row;
      };

      const expiredPage = (reply: FastifyReply) =>
        sendPage(services, reply, expiredHtml(services.config.publicOrigin), 410);

      const finish = async (
        reply: FastifyReply,
        state: { state: string; redirect: string },
        userId: number,
        signUp: boolean,
      ) => {
        const code = await issueSignInCode(services, state.state, userId, signUp);
        const target = new URL(state.redirect);
        target.searchParams.set('code', code);
        target.searchParams.set('state', state.state);
        return reply.code(303).header('location', target.toString()).send();
      };

      scope.get('/auth/signin', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const state = await findState(query['state']);
        if (!state) return expiredPage(reply);
        return sendPage(
          services,
          reply,
          page(services, await demos(), {
            visit: state,
            mode: query['screen_hint'] === 'signup' ? 'signup' : 'login',
            values: { type: signUpTypeFor(state.context) },
          }),
        );
      });

      scope.post('/auth/signin', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const state = await findState(form['state']);
        if (!state) return expiredPage(reply);
        const email = (form['email'] ?? '').trim().toLowerCase();
        const tooMany = limited(request, 'signin');
        if (tooMany) {
          const html = page(services, await demos(), {
            visit: state,
            mode: 'login',
            error: tooMany,
            values: { email },
          });
          return sendPage(services, reply, html, 429);
        }
        const rows = await services.db
          .select()
          .from(users)
          .where(and(sql`lower(${users.email}) = ${email}`, isNull(users.deletedAt)))
          .limit(1);
        const user = rows[0];
        const ok = user?.passwordHash
          ? await verifyPassword(form['password'] ?? '', user.passwordHash)
          : false;
        if (!user || !ok) {
          return sendPage(
            services,
            reply,
            page(services, await demos(), {
              visit: state,
              mode: 'login',
              error: 'Wrong e-mail or password.',
              values: { email },
            }),
            401,
          );
        }
        return finish(reply, state, user.id, false);
      });

      scope.post('/auth/signup', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const state = await findState(form['state']);
        if (!state) return expiredPage(reply);
        const name = (form['name'] ?? '').trim();
        const email = (form['email'] ?? '').trim().toLowerCase();
        const password = form['password'] ?? '';
        const type = form['type'] === 'voice_actor' || form['type'] === 'other' ? form['type'] : 'client';
        const values = { name, email, type };
        const fail = async (error: string, status = 400) =>
          sendPage(
            services,
            reply,
            page(services, await demos(), { visit: state, mode: 'signup', error, values }),
            status,
          );
        // Counted before anything is checked: every attempt costs a scrypt hash and may create an
        // account, so a script gets at most pageLimits.signup tries a minute per address.
        const tooMany = limited(request, 'signup');
        if (tooMany) return fail(tooMany, 429);
        if (name.length < 1 || name.length > 120 || name.includes('\u0000'))
          return fail('Please enter your full name.');
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254)
          return fail('Please enter a valid e-mail address.');
        if (password.length < 8 || password.length > 200)
          return fail('The password needs at least 8 characters.');
        if (form['terms'] !== 'yes')
          return fail('Please accept the Terms of Service and the Privacy Policy.');
        const taken = await services.db
          .select({ id: users.id })
          .from(users)
          .where(sql`lower(${users.email}) = ${email}`)
          .limit(1);
        if (taken.length > 0) return fail('An account already uses this e-mail. Log in instead.');
        const username = await freeUsername(services, email.split('@')[0] ?? 'user');
        const [created] = await services.db
          .insert(users)
          .values({
            username,
            name,
            email,
            passwordHash: await hashPassword(password),
            // A voice actor gets a provider profile at once (the quiz then fills it in), so that
            // every user holds at least one role.
            roles: type === 'voice_actor' ? ['provider'] : ['client'],
            type,
            termsAcceptedAt: services.now(),
            createdAt: services.now(),
          })
          .returning({ id: users.id });
        if (!created) return fail('The account could not be created. Please try again.');
        await addMarketplaceService(services.db, created.id);
        if (type === 'voice_actor')
          await services.db.insert(providers).values({ userId: created.id, createdAt: services.now() });
        return finish(reply, state, created.id, true);
      });

      // A forgotten password: the address gets a single-use sign-in link (modules/users/signInLinkMail).
      // The answer is the same whether an account uses the address or not, so the form tells nobody
      // which addresses have accounts.
      scope.get('/auth/forgot', async (request, reply) => {
        const state = await findState((request.query as Record<string, string | undefined>)['state']);
        if (!state) return expiredPage(reply);
        return sendPage(services, reply, forgotPage(state));
      });

      scope.post('/auth/forgot', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const state = await findState(form['state']);
        if (!state) return expiredPage(reply);
        const tooMany = limited(request, 'forgot');
        if (tooMany !== null) return sendPage(services, reply, forgotPage(state, undefined, tooMany), 429);
        const email = (form['email'] ?? '').trim().toLowerCase();
        const [user] = await services.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, email), isNull(users.deletedAt)))
          .limit(1);
        if (user) {
          await scheduleSignInLinkMail(services, {
            userId: user.id,
            state: state.state,
            origin: serverOriginFor(services.config, new URL(state.redirect).origin),
            brand: brandOf(state.redirect),
          });
        }
        const sent = `If an account uses ${email}, we sent it a link to log in. It works once, within 30 minutes.`;
        return sendPage(services, reply, forgotPage(state, sent));
      });

      scope.get('/auth/link', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const state = await findState(query['state']);
        if (!state) return expiredPage(reply);
        const token = query['token'] ?? '';
        const link =
          token.length > 0 && token.length <= 100 ? await useMagicLink(services, token) : undefined;
        if (!link || link.expiresAt.getTime() <= services.now().getTime()) return expiredPage(reply);
        return finish(reply, state, link.userId, false);
      });

      scope.post('/auth/demo', async (request, reply) => {
        const form = (request.body ?? {}) as Record<string, string | undefined>;
        const state = await findState(form['state']);
        if (!state) return expiredPage(reply);
        if (!services.config.demo || !demoAccounts.some((d) => d.email === form['email']))
          return reply.code(404).send();
        const rows = await services.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.email, String(form['email'])), isNull(users.deletedAt)))
          .limit(1);
        const user = rows[0];
        if (!user) return reply.code(404).send();
        return finish(reply, state, user.id, false);
      });

      scope.get('/auth/logout', async (request, reply) => {
        const query = request.query as Record<string, string | undefined>;
        const family = query['f'] ?? '';
        if (family && checkLogoutMac(services, family, query['t'] ?? ''))
          await revokeFamily(services, family);
        const allowed = appOrigins(services.config);
        let target = new URL('/loggedOut', services.config.publicOrigin).toString();
        try {
          const returnTo = new URL(query['returnTo'] ?? '');
          if (allowed.has(returnTo.origin)) target = returnTo.toString();
        } catch {
          // keep the default
        }
        return reply.code(303).header('location', target).send();
      });
      done();
    });
  };
}
