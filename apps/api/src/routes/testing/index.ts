// testing: real error answers for the app's error testing page (spec section 8: "The test page lists
// 400, 401, 403, 404, 503, network, navigation and JavaScript errors"). Each call answers the status
// it asks for with the document's Error body; it changes nothing, and in particular the 401 revokes
// nothing: the client's one refresh succeeds, its replay gets this 401 again, and the app shows its
// error page with the session intact.
import type { Handlers } from '../../contract/types';
import { HttpError, type ErrorName } from '../../http/errors';

type TestStatus = 400 | 401 | 403 | 404 | 503;

/** The error name of each status: NotTokenError for 401, so that the client refreshes and replays. */
const names: Record<TestStatus, ErrorName> = {
  400: 'ValidationError',
  401: 'NotTokenError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  503: 'ServiceUnavailableError',
};

export const testingHandlers = {
  triggerTestError: ({ params }) => {
    const { status } = params;
    // A test error is not a fault: no_report keeps it out of the client's error reporting.
    throw new HttpError(status, 'test_error', `This is a test ${status} error from the error testing page.`, {
      name: names[status],
      noReport: true,
    });
  },
} satisfies Handlers;
