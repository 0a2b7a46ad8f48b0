import type { FlagTarget } from '@vo/sdk';

/** What each target is called on the report form. */
export const FLAG_TARGET_NAMES: Readonly<Record<FlagTarget, string>> = {
  offer: 'proposal',
  deliverable: 'recording',
  message: 'message',
  user: 'profile',
  project: 'project',
  sample: 'sample',
  review: 'review',
};

const isFlagTarget = (value: string): value is FlagTarget => Object.hasOwn(FLAG_TARGET_NAMES, value);

/** The target the address names (`?target=offer&target_id=12`), or null when it names none. */
export function flagTargetFrom(search: URLSearchParams): { target: FlagTarget; id: number } | null {
  const target = search.get('target') ?? '';
  const id = Number(search.get('target_id'));
  if (!isFlagTarget(target) || !Number.isInteger(id) || id < 1 || id > 2_147_483_647) return null;
  return { target, id };
}
