import { ApiError } from '@vo/sdk';

/** A failed save: the server's message, and the field it names (a key of the form), if any. */
export interface SaveProblem {
  readonly field: string | null;
  readonly message: string;
}

/**
 * Where a failed save's message goes. A 400 names the rejected value in its details
 * (`/body/locations/0/city`); the message is shown beside the form's field whose body path is the
 * longest prefix of it, else beside the form's buttons. `fields` maps body paths to field keys.
 */
export function saveProblem(error: unknown, fields: Readonly<Record<string, string>> = {}): SaveProblem {
  const message = error instanceof Error ? error.message : 'Unexpected Error';
  if (!(error instanceof ApiError)) return { field: null, message };
  const paths = Object.keys(fields).sort((a, b) => b.length - a.length);
  for (const detail of error.details) {
    const path = paths.find(
      (candidate) => detail.path === candidate || detail.path.startsWith(`${candidate}/`),
    );
    if (path !== undefined) return { field: fields[path] ?? null, message: error.message };
  }
  return { field: null, message: error.message };
}

/** The message for `field`, when the problem is its. */
export const errorOf = (problem: SaveProblem | null, field: string): string | undefined =>
  problem !== null && problem.field === field ? problem.message : undefined;

/** Queries and mutations whose errors the editor shows itself, beside the field (app/queryClient.ts). */
export const LOCAL_ERRORS = { errors: 'local' } as const;
