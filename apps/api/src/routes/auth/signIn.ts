// signIn: Exchange a sign-in code for tokens (GET /auth/sign_in).
import { and, eq, isNull } from 'drizzle-orm';
import { sha256 } from '../../auth/crypto';
import type { Handler } from '../../contract/types';
import { signInCodes, users } from '../../db/schema';
import { expired, newSession } from '../../domain/signIn';

export const signIn: Handler<'signIn'> = async ({ query, services, request }) => {
  const { db } = services;
  const rows = await db
    .select()
    .from(signInCodes)
    .where(eq(signInCodes.codeHash, sha256(query.code)))
    .limit(1);
  const code = rows[0];
  if (
    !code ||
    code.state !== query.state ||
    code.usedAt ||
    code.expiresAt.getTime() <= services.now().getTime()
  )
    throw expired();
  const used = await db
    .update(signInCodes)
    .set({ usedAt: services.now() })
    .where(and(eq(signInCodes.codeHash, code.codeHash), isNull(signInCodes.usedAt)))
    .returning({ userId: signInCodes.userId });
  if (used.length === 0) throw expired();
  if (code.signUp && (query.referredBy || query.isOther)) {
    await db
      .update(users)
      .set({
        ...(query.referredBy ? { referredBy: query.referredBy } : {}),
        ...(query.isOther ? { type: 'other' } : {}),
      })
      .where(eq(users.id, code.userId));
  }
  return { status: 200, body: await newSession(services, request, code.userId, code.signUp) };
};
