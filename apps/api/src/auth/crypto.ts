// Small cryptographic helpers on node:crypto: HS256 access tokens (JWT), scrypt password hashes,
// random opaque tokens and their SHA-256 digests (what the database stores instead of the token).
import {
  createHash,
  createHmac,
  randomBytes,
  scrypt as scryptCb,
  timingSafeEqual,
  type ScryptOptions,
} from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: ScryptOptions,
) => Promise<Buffer>;

const b64url = (data: Buffer | string) => Buffer.from(data).toString('base64url');

export const randomToken = (prefix: string, bytes = 32) =>
  `${prefix}${randomBytes(bytes).toString('base64url')}`;
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export interface AccessClaims {
  /** The user id. */
  sub: number;
  /** The refresh-token family (one per sign-in): refresh checks the pair belongs together. */
  fam: string;
  iat: number;
  exp: number;
}

export function signAccessToken(claims: AccessClaims, secret: string): string {
  const header = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = b64url(JSON.stringify(claims));
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; reason: 'invalid' | 'expired' };

/** Verifies the signature, then the expiry (unless `ignoreExpiry`, for the refresh call). */
/**
 * Unpadded base64url in its one canonical spelling. Node's decoder is lenient: it takes `=`
 * padding, `+/` for `-_`, and ignores the unused low bits of the last character, so several
 * strings decode to the same bytes; a token is accepted only in the spelling the server issued.
 */
const isCanonicalBase64url = (part: string) =>
  /^[A-Za-z0-9_-]+$/.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part;

export function verifyAccessToken(
  token: string,
  secret: string,
  nowSeconds: number,
  ignoreExpiry = false,
): TokenCheck {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts.every(isCanonicalBase64url)) return { ok: false, reason: 'invalid' };
  const [header = '', payload = '', signature = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    return { ok: false, reason: 'invalid' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!isClaims(claims)) return { ok: false, reason: 'invalid' };
  if (!ignoreExpiry && claims.exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, claims };
}

function isClaims(value: unknown): value is AccessClaims {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v['sub']) &&
    typeof v['fam'] === 'string' &&
    typeof v['exp'] === 'number' &&
    typeof v['iat'] === 'number'
  );
}

/**
 * A value signed with the server's secret for one purpose: `<payload>.<mac>`, both unpadded base64url,
 * the payload the value's JSON (readable: sign ids, never secrets). The purpose is part of what is
 * signed, so a signature made for one use (an access token, another link) is worth nothing for another.
 */
export function signPayload(value: unknown, secret: string, purpose: string): string {
  const payload = b64url(JSON.stringify(value));
  const mac = createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
  return `${payload}.${mac}`;
}

/** The value `signPayload` signed for `purpose`, or null for anything the server did not sign so. */
export function readSignedPayload(token: string, secret: string, purpose: string): unknown {
  const parts = token.split('.');
  if (parts.length !== 2 || !parts.every(isCanonicalBase64url)) return null;
  const [payload = '', mac = ''] = parts;
  const expected = createHmac('sha256', secret).update(`${purpose}:${payload}`).digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as unknown;
  } catch {
    return null;
  }
}

// scrypt with N=2^15 keeps a sign-in under ~100 ms on this machine's cores while staying costly
// to brute-force; the parameters are stored with each hash so they can be raised later.
const N = 32768;
const r = 8;
const p = 1;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password.normalize('NFKC'), salt, 32, { N, r, p, maxmem: 64 * 1024 * 1024 });
  return `scrypt$${N}$${r}$${p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, rr, pp, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !rr || !pp || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem: 64 * 1024 * 1024,
  });
  return timingSafeEqual(actual, expected);
}
