// signInWithMagicLink: Sign in with a magic-link token (GET /auth/magic_link).
import { and, eq, isNull } from 'drizzle-orm';
import { sha256 } from '../../auth/crypto';
import type { Handler } from '../../contract/types';
import { magicLinks } from '../../db/schema';
import { expired, newSession } from '../../domain/signIn';

export const signInWithMagicLink: Handler<'signInWithMagicLink'> = async ({ query, services, request }) => {
  const { db } = services;
  const used = await db
    .update(magicLinks)
    .set({ usedAt: services.now() })
    .where(and(eq(magicLinks.tokenHash, sha256(query.al_token)), isNull(magicLinks.usedAt)))
    .returning();
  const link = used[0];
  if (!link || link.expiresAt.getTime() <= services.now().getTime()) throw expired();
  return { status: 200, body: await newSession(services, request, link.userId, link.signUp) };
};
