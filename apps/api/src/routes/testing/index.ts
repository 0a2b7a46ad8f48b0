// testing: real error answers for the app's error testing page (spec section 8: "The test page lists
// 400, 401, 403, 404, 503, network, navigation and JavaScript errors"). Each call answers the status
// it asks for with the document's Error body; it changes nothing, and in particular the 401 revokes
// nothing: the client's one refresh succeeds, its replay gets this 401 again, and the app shows its
// error page with the session intact.
import type { Handlers } from '../../contract/types';
import { triggerTestError } from './triggerTestError';

export const testingHandlers = {
  triggerTestError,
} satisfies Handlers;
