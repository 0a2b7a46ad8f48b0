import { ApiError } from '@vo/sdk';

/** The project page's own actions show their failures beside the form or in the dialog, not on the error page. */
export const LOCAL_ERRORS = { errors: 'local' } as const;

/** What a failed action says: the server's reason, else the error's message. */
export const messageOf = (error: unknown): string =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error';
