// actionsLog: the top search keywords (every free-text search is recorded by getSearchFilter) and
// the shares of an entity's link.
import type { Handlers } from '../../contract/types';
import { clearSearchKeywords } from './clearSearchKeywords';
import { listTopSearches } from './listTopSearches';
import { logShareEvent } from './logShareEvent';

export const actionsLogHandlers = {
  listTopSearches,
  clearSearchKeywords,
  logShareEvent,
} satisfies Handlers;
