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
import { appOrigins } from './origins';
import { issueSignInCode } from '../modules/users/signIn';
import { freeUsername } from '../modules/users/users';
import { demoAccounts } from './demoAccounts';
import { RateLimiter, pageLimits } from '../http/rateLimit';

const STATE_TTL_MS = 30 * 60 * 1000;

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

interface PageState {
  state: string;
  mode: 'login' | 'signup';
  error?: string;
  values?: Record<string, string>;
}

function page(
  services: Services,
  demos: { email: string; label: string; description: string }[],
  p: PageState,
): string {
  const v = (name: string) => esc(p.values?.[name] ?? '');
  const error = p.error ? `<p class="error" role="alert" id="form-error">${esc(p.error)}</p>` : '';
  const described = p.error ? ' aria-describedby="form-error"' : '';
  const login = `
    <form method="post" action="/auth/signin" aria-labelledby="login-title">
      <h2 id="login-title">Log in</h2>
      <input type="hidden" name="state" value="${esc(p.state)}">
      <label>E-mail <input type="email" name="email" autocomplete="username" required maxlength="254" value="${p.mode === 'login' ? v('email') : ''}"${described}></label>
      <label>Password <input type="password" name="password" autocomplete="current-password" required maxlength="200"></label>
      <button type="submit">Log in</button>
    </form>`;
  const signup = `
    <form method="post" action="/auth/signup" aria-labelledby="signup-title">
      <h2 id="signup-title">Sign up</h2>
      <input type="hidden" name="state" value="${esc(p.state)}">
      <label>Full name <input name="name" autocomplete="name" required maxlength="120" value="${p.mode === 'signup' ? v('name') : ''}"></label>
      <label>E-mail <input type="email" name="email" autocomplete="email" required maxlength="254" value="${p.mode === 'signup' ? v('email') : ''}"${described}></label>
      <label>Password (at least 8 characters) <input type="password" name="password" autocomplete="new-password" required minlength="8" maxlength="200"></label>
      <fieldset><legend>I am signing up as</legend>
        <label><input type="radio" name="type" value="client" ${v('type') !== 'voice_actor' && v('type') !== 'other' ? 'checked' : ''}> A client</label>
        <label><input type="radio" name="type" value="voice_actor" ${v('type') === 'voice_actor' ? 'checked' : ''}> A voice actor</label>
        <label><input type="radio" name="type" value="other" ${v('type') === 'other' ? 'checked' : ''}> Other</label>
      </fieldset>
      <label class="check"><input type="checkbox" name="terms" value="yes" required> I accept the Terms of Service and the Privacy Policy</label>
      <button type="submit">Create account</button>
    </form>`;
  const demo =
    services.config.demo && demos.length > 0
      ? `<section aria-labelledby="demo-title"><h2 id="demo-title">Demo accounts</h2><p>One click signs you in (demo mode).</p><ul>${demos
          .map(
            (d) =>
              `<li><form method="post" action="/auth/demo"><input type="hidden" name="state" value="${esc(p.state)}"><input type="hidden" name="email" value="${esc(d.email)}"><button type="submit">${esc(d.label)}</button> <span>${esc(d.description)} (${esc(d.email)})</span></form></li>`,
          )
          .join('')}</ul></section>`
      : '';
  const first = p.mode === 'signup' ? signup + login : login + signup;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${p.mode === 'signup' ? 'Sign up' : 'Log in'} · Voice marketplace</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin:0 0 .5rem}
form,section{background:#fff;border-radius:12px;padding:1.25rem;margin:0 0 1rem;box-shadow:0 1px 3px #0002}
section form{box-shadow:none;padding:0;margin:.25rem 0}
label{display:block;margin:.5rem 0}input[type=email],input[type=password],input[name=name]{display:block;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #6b7280;border-radius:6px;font:inherit}
fieldset{border:1px solid #c4c8cf;border-radius:6px;margin:.5rem 0}
button{font:inherit;background:#1746a2;color:#fff;border:0;border-radius:6px;padding:.5rem 1rem;cursor:pointer}
button:focus-visible,input:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
.error{background:#fde8e8;color:#8a1111;padding:.75rem;border-radius:6px}ul{padding-left:0;list-style:none}
</style></head><body><main><h1>Voice marketplace</h1>${error}${first}${demo}</main></body></html>`;
}

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
        sendPage(
          services,
          reply,
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head><body><main><h1>This sign-in link has expired</h1><p><a href="${esc(new URL(services.config.publicOrigin).origin)}/">Go back to the marketplace</a> and log in again.</p></main></body></html>`,
          410,
        );

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
            state: state.state,
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
            state: state.state,
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
              state: state.state,
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
            page(services, await demos(), { state: state.state, mode: 'signup', error, values }),
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
        if (type === 'voice_actor')
          await services.db.insert(providers).values({ userId: created.id, createdAt: services.now() });
        return finish(reply, state, created.id, true);
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
