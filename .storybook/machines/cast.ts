// The senders QA can pick in the inspector: the same cast the machines' own tests use.
import type { Viewer } from '@vo/machines';
import {
  admin,
  client,
  finance,
  financeOnly,
  otherVoiceActor,
  sharedOwner,
  stranger,
  voiceActor,
} from '@vo/machines/testing';

export type { Viewer };

export const CAST = {
  client,
  sharedOwner,
  voiceActor,
  otherVoiceActor,
  admin,
  finance,
  financeOnly,
  stranger,
} as const satisfies Record<string, Viewer>;

export type CastName = keyof typeof CAST;

export const CAST_NAMES = Object.keys(CAST) as CastName[];

/** "finance (user 2: admin, finance)" */
export function describeViewer(name: CastName): string {
  const viewer = CAST[name];
  const provider = viewer.providerId ? `, provider ${viewer.providerId}` : '';
  return `${name} (user ${viewer.userId}: ${viewer.roles.join(', ')}${provider})`;
}

/** The cast name of a viewer object, when it is one of the cast. */
export function castNameOf(value: unknown): CastName | undefined {
  return CAST_NAMES.find((name) => CAST[name] === value);
}
