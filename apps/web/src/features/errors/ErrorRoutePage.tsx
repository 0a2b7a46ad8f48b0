import type { ErrorStatus } from '@vo/ui';
import { useSearchParams } from 'react-router';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';

/** The status in the error route's query: an HTTP status, or Network. */
export function parseErrorStatus(value: string | null): ErrorStatus {
  if (value === 'Network') return 'Network';
  const status = Number(value);
  return Number.isInteger(status) && status >= 100 && status <= 599 ? status : 500;
}

/** /error: the error page for a failed call or route check, with its status and message. */
export function ErrorRoutePage() {
  const [search] = useSearchParams();
  const status = parseErrorStatus(search.get('status'));
  const message = search.get('message') || undefined;
  return <AppErrorPage status={status} message={message} />;
}
