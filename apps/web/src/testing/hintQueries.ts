// What the hints' tests ask of the selection: which entries show, on which pages, and the entries
// themselves. Not exported from the folder.
import type { User } from '@vo/sdk';
import { HINT_DEFINITIONS, type HintId } from '../features/hints/definitions';
import type { HintDefinition } from '../features/hints/hintTypes';
import { HINT_PAGES } from '../features/hints/pages';
import { visibleHints, type VisibleHintsInput } from '../features/hints/visibleHints';
import { withUser } from './hintFixtures';

export const at = (instant: string) => new Date(instant);
/** A day inside every open window that has no start: the winter sale's last week. */
export const SALE_WEEK = at('2023-02-20T12:00:00Z');
export const IN_2022 = at('2022-12-01T12:00:00Z');

export const ids = (input: Partial<VisibleHintsInput> & Pick<VisibleHintsInput, 'viewer'>): string[] =>
  visibleHints({ pageId: null, now: IN_2022, ...input }).map((hint) => hint.definition.id);

export const shows = (
  id: HintId,
  input: Partial<VisibleHintsInput> & Pick<VisibleHintsInput, 'viewer'>,
): boolean => ids(input).includes(id);

export const pagesWhere = (
  id: HintId,
  input: Omit<Partial<VisibleHintsInput>, 'pageId'> & Pick<VisibleHintsInput, 'viewer'>,
) => HINT_PAGES.filter((pageId) => shows(id, { ...input, pageId }));

export const definition = (id: HintId): HintDefinition => {
  const found = HINT_DEFINITIONS.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`No definition ${id}`);
  return found;
};

export const flagged = (user: User, flags: User['discovery_flags']): User =>
  withUser(user, { discovery_flags: { ...user.discovery_flags, ...flags } });
export const preferring = (user: User, preferences: User['ui_preferences']): User =>
  withUser(user, { ui_preferences: { ...user.ui_preferences, ...preferences } });
