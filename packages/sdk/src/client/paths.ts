import type { paths } from '../generated/schema';

/** Headers the client core sets on every call, so callers never pass them. */
export type CoreHeader = 'x-session-id' | 'x-logged-as';

type WithoutCoreHeaders<Params> = Params extends { header?: infer H }
  ? Omit<Params, 'header'> &
      (keyof Omit<NonNullable<H>, CoreHeader> extends never
        ? { header?: never }
        : { header: Omit<NonNullable<H>, CoreHeader> })
  : Params;

type StripOperation<Op> = Op extends { parameters: infer P }
  ? Omit<Op, 'parameters'> & { parameters: WithoutCoreHeaders<P> }
  : Op;

/**
 * The document's `paths` with the session and logged-as headers removed from every operation's
 * parameters: the document requires them on every call, and the client core supplies them.
 */
export type ClientPaths = {
  [P in keyof paths]: { [K in keyof paths[P]]: StripOperation<paths[P][K]> };
};
