import type { QueryFailure } from '../../lib/queryState';

/** A section's failure under the loaded page: quieter, and without the server's wording. */
export const sectionFailed = (what: string): QueryFailure => ({
  title: `${what} could not be loaded`,
  headingLevel: 3,
  retryVariant: 'secondary',
  messageOf: () => undefined,
});
