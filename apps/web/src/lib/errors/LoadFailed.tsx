import { ApiError } from '@vo/sdk';
import { Button, EmptyState } from '@vo/ui';

/** The server's message of a failed call, when it gave one. */
export const serverMessage = (error: unknown): string | undefined =>
  error instanceof ApiError ? error.message : undefined;

export interface LoadFailedProps {
  /** What could not be loaded, as the visitor reads it: 'This profile could not be loaded'. */
  title: string;
  /** The query's error: the server's message is shown when it gave one. */
  error: unknown;
  /** Asks again (the query's `refetch`). */
  onRetry: () => void;
  /** The heading's level: 1 when the failure is the whole page. @default 1 */
  headingLevel?: 1 | 2 | 3;
  /** Try again's weight: a section under a page that did load asks more quietly. @default 'primary' */
  retryVariant?: 'primary' | 'secondary';
  /** The sentence under the title, from the error. @default the server's message (`serverMessage`) */
  messageOf?: (error: unknown) => string | undefined;
}

/**
 * A screen's or a section's load failure that stays on the page (section 8's global handling has
 * already sent 401-404 to the error page and shown the network snackbar): the server's message and
 * Try again. Every screen shows its failure this one way.
 */
export function LoadFailed({
  title,
  error,
  onRetry,
  headingLevel = 1,
  retryVariant = 'primary',
  messageOf = serverMessage,
}: LoadFailedProps) {
  return (
    <EmptyState
      icon="error"
      headingLevel={headingLevel}
      title={title}
      message={messageOf(error)}
      action={
        <Button variant={retryVariant} onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
