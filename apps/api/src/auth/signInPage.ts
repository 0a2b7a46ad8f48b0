// The HTML of the sign-in page this server serves in place of an identity provider: the brand the
// visitor came from (the host table of @vo/machines), why they are asked to sign in, the log-in and
// sign-up forms, a way back to the page they left, a sign-in link for a forgotten password, and in
// demo mode one click per demo account. Plain HTML with its own small stylesheet: no script.
import { siteFor } from '@vo/machines';
import { esc } from '../mail/compose';
import type { Services } from '../services';

/**
 * Why the app sent the visitor here, by the flow it named (signin_link's context): said above the
 * forms, so a visitor who pressed a heart or Apply knows what signing in is for.
 */
const CONTEXT_REASONS: Readonly<Record<string, string>> = {
  favorite: 'Log in or sign up to save voice actors to your favorites.',
  'post-project': 'Log in or sign up to post your project. Your draft is kept.',
  'voice-over-jobs': 'Sign up as a voice actor to audition for these jobs.',
  listen: 'Log in or sign up to keep listening to samples.',
  contact: 'Log in or sign up to message or book voice actors.',
  invite: 'Log in or sign up to invite voice actors to your castings.',
};

/** The sign-in visit the page is drawn for: where it came from and what for. */
export interface SignInVisit {
  readonly state: string;
  /** The app address to go back to (the state's redirect). */
  readonly redirect: string;
  readonly context: string | null;
}

export interface PageState {
  visit: SignInVisit;
  mode: 'login' | 'signup';
  error?: string;
  values?: Record<string, string>;
}

/** The brand's name for the address the visitor came from. */
export const brandOf = (redirect: string): string => siteFor(new URL(redirect).hostname).name;

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f4f5f7;color:#1b1d21}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
h1{font-size:1.5rem}h2{font-size:1.15rem;margin:0 0 .5rem}
form,section{background:#fff;border-radius:12px;padding:1.25rem;margin:0 0 1rem;box-shadow:0 1px 3px #0002}
section form{box-shadow:none;padding:0;margin:.25rem 0}
label{display:block;margin:.5rem 0}input[type=email],input[type=password],input[name=name]{display:block;width:100%;box-sizing:border-box;padding:.5rem;border:1px solid #6b7280;border-radius:6px;font:inherit}
fieldset{border:1px solid #c4c8cf;border-radius:6px;margin:.5rem 0}
button{font:inherit;background:#1746a2;color:#fff;border:0;border-radius:6px;padding:.5rem 1rem;cursor:pointer}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid #f5a524;outline-offset:2px}
a{color:#1746a2}.reason{font-weight:600}
.error{background:#fde8e8;color:#8a1111;padding:.75rem;border-radius:6px}.notice{background:#e8f0fd;padding:.75rem;border-radius:6px}ul{padding-left:0;list-style:none}`;

/** A whole page of the sign-in flow: the brand, a way back to the app, and `body`. */
export function shell(visit: SignInVisit, title: string, body: string): string {
  const brand = brandOf(visit.redirect);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title)} · ${esc(brand)}</title><style>${STYLE}</style></head><body><main>
<p><a href="${esc(visit.redirect)}">← Back to ${esc(brand)}</a></p><h1>${esc(brand)}</h1>${body}</main></body></html>`;
}

export function page(
  services: Services,
  demos: { email: string; label: string; description: string }[],
  p: PageState,
): string {
  const v = (name: string) => esc(p.values?.[name] ?? '');
  const state = esc(p.visit.state);
  const reason = p.visit.context === null ? undefined : CONTEXT_REASONS[p.visit.context];
  const why = reason === undefined ? '' : `<p class="reason">${esc(reason)}</p>`;
  const error = p.error ? `<p class="error" role="alert" id="form-error">${esc(p.error)}</p>` : '';
  const described = p.error ? ' aria-describedby="form-error"' : '';
  const login = `
    <form method="post" action="/auth/signin" aria-labelledby="login-title">
      <h2 id="login-title">Log in</h2>
      <input type="hidden" name="state" value="${state}">
      <label>E-mail <input type="email" name="email" autocomplete="username" required maxlength="254" value="${p.mode === 'login' ? v('email') : ''}"${described}></label>
      <label>Password <input type="password" name="password" autocomplete="current-password" required maxlength="200"></label>
      <button type="submit">Log in</button>
      <p><a href="/auth/forgot?state=${encodeURIComponent(p.visit.state)}">Forgot your password?</a></p>
    </form>`;
  const signup = `
    <form method="post" action="/auth/signup" aria-labelledby="signup-title">
      <h2 id="signup-title">Sign up</h2>
      <input type="hidden" name="state" value="${state}">
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
              `<li><form method="post" action="/auth/demo"><input type="hidden" name="state" value="${state}"><input type="hidden" name="email" value="${esc(d.email)}"><button type="submit">${esc(d.label)}</button> <span>${esc(d.description)} (${esc(d.email)})</span></form></li>`,
          )
          .join('')}</ul></section>`
      : '';
  const first = p.mode === 'signup' ? signup + login : login + signup;
  return shell(p.visit, p.mode === 'signup' ? 'Sign up' : 'Log in', `${why}${error}${first}${demo}`);
}

/** The form that asks for the address to send a sign-in link to (a forgotten password). */
export function forgotPage(visit: SignInVisit, notice?: string, error?: string): string {
  const said = notice ? `<p class="notice" role="status">${esc(notice)}</p>` : '';
  const failed = error ? `<p class="error" role="alert">${esc(error)}</p>` : '';
  return shell(
    visit,
    'Forgot your password?',
    `${said}${failed}<form method="post" action="/auth/forgot" aria-labelledby="forgot-title">
      <h2 id="forgot-title">Forgot your password?</h2>
      <p>Enter your e-mail: we send you a link that logs you in. It works once, within 30 minutes.</p>
      <input type="hidden" name="state" value="${esc(visit.state)}">
      <label>E-mail <input type="email" name="email" autocomplete="username" required maxlength="254"></label>
      <button type="submit">Send me a sign-in link</button>
    </form><p><a href="/auth/signin?state=${encodeURIComponent(visit.state)}">Log in with your password</a></p>`,
  );
}

/** The page of a sign-in visit that expired or never was: the way back, and nothing else. */
export const expiredHtml = (publicOrigin: string): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in expired</title></head><body><main><h1>This sign-in link has expired</h1><p><a href="${esc(new URL(publicOrigin).origin)}/">Go back to the marketplace</a> and log in again.</p></main></body></html>`;
