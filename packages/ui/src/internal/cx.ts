/**
 * Joins class names, leaving out the absent ones (`false`, `null`, `undefined`, `''`): a component's
 * own class plus the caller's optional `className`, or a class that applies in one state only.
 */
export function cx(...classes: ReadonlyArray<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
