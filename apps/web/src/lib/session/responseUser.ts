import type { User } from '@vo/sdk';
import type { User as ResponseUser } from '@vo/sdk/hooks';

/**
 * A user as the generated hooks answer it, as the session keeps it: the generated model types
 * ab_tests' values as unknown; the contract says they are variant names.
 */
export function sessionUser({ ab_tests: abTests, ...rest }: ResponseUser): User {
  if (abTests === undefined) return rest;
  const variants = Object.entries(abTests).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { ...rest, ab_tests: Object.fromEntries(variants) };
}

/**
 * The request option updateUser's generated call needs: the operation takes JSON or multipart (a
 * picture), so the generated call sends the JSON without its content type; this names it.
 */
export const JSON_BODY: RequestInit = { headers: { 'Content-Type': 'application/json' } };
