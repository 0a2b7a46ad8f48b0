import type { Viewer } from '../shared/viewer';

// The cast every lifecycle test sends events as: one of each kind of sender.
export const client: Viewer = { userId: 5530, roles: ['client'] };
export const sharedOwner: Viewer = { userId: 5531, roles: ['client'] };
export const voiceActor: Viewer = { userId: 9310, roles: ['provider'], providerId: 4821 };
export const otherVoiceActor: Viewer = { userId: 9311, roles: ['provider'], providerId: 4822 };
export const admin: Viewer = { userId: 1, roles: ['admin'] };
export const finance: Viewer = { userId: 2, roles: ['admin', 'finance'] };
/** Finance role without admin: not enough for finance tools. */
export const financeOnly: Viewer = { userId: 3, roles: ['finance'] };
export const stranger: Viewer = { userId: 7777, roles: ['client'] };

export const everyone = [
  client,
  sharedOwner,
  voiceActor,
  otherVoiceActor,
  admin,
  finance,
  financeOnly,
  stranger,
];

/** One event of each given type for each kind of sender. */
export function fromEveryone<T extends string>(...types: T[]): { type: T; by: Viewer }[] {
  return types.flatMap((type) => everyone.map((by) => ({ type, by })));
}
