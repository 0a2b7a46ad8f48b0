// actionsLog: the top search keywords (every free-text search is recorded by getSearchFilter) and
// the shares of an entity's link; the staff actions log read back.
import type { Handlers } from '../../contract/types';
import { clearSearchKeywords } from './clearSearchKeywords';
import { listTopSearches } from './listTopSearches';
import { listStaffActions } from './listStaffActions';
import { logShareEvent } from './logShareEvent';

export const actionsLogHandlers = {
  listTopSearches,
  clearSearchKeywords,
  logShareEvent,
  listStaffActions,
} satisfies Handlers;
