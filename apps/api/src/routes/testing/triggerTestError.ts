// triggerTestError: Answer with a test error (GET /testing/errors/{status}).
import type { Handler } from '../../contract/types';
import type { ErrorName } from '@vo/sdk';
import { HttpError } from '../../http/errors';

type TestStatus = 400 | 401 | 403 | 404 | 503;

/** The error name of each status: NotTokenError for 401, so that the client refreshes and replays. */
const names: Record<TestStatus, ErrorName> = {
  400: 'ValidationError',
  401: 'NotTokenError',
  403: 'ForbiddenError',
  404: 'NotFoundError',
  503: 'ServiceUnavailableError',
};

export const triggerTestError: Handler<'triggerTestError'> = ({ params }) => {
  const { status } = params;
  // A test error is not a fault: no_report keeps it out of the client's error reporting.
  throw new HttpError(status, 'test_error', `This is a test ${status} error from the error testing page.`, {
    name: names[status],
    noReport: true,
  });
};
