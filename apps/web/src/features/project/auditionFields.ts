// The audition form's rules on what is typed, and where the server's refusals go: the same words
// whether the browser or the server catches a problem.
import { ApiError, type Offer } from '@vo/sdk';
import { MAX_RELATED_SAMPLES } from './auditionQuery';
import type { AuditionFields, SendKind } from './auditionSend';

/** The words of the request a proposal without a recording or a sample gets (createOffer's 422). */
export const FILE_REQUIRED = 'A valid file is required.';

/** The form's fields a problem can belong to; null for the form as a whole. */
export type Field = 'file' | 'samples' | 'price' | 'message' | null;
export interface Problem {
  readonly field: Field;
  readonly message: string;
}

/** The words of each way to send. */
export const BUTTONS: Record<SendKind, string> = {
  draft: 'Save draft',
  send: 'Send audition',
  save: 'Save changes',
};

/** The buttons an audition in this state offers: a new one or a draft is kept or sent; a sent one saved. */
export function kindsFor(offer: Offer | null): SendKind[] {
  if (offer === null || offer.status === 'created') return ['draft', 'send'];
  return offer.status === 'revision_requested' ? ['send'] : ['save'];
}

/** The invitation the audition answers (`?invitation=66120`, from the invites inbox). */
export const invitationFrom = (search: URLSearchParams): number | null => {
  const raw = search.get('invitation');
  return raw !== null && /^[1-9][0-9]{0,15}$/.test(raw) ? Number(raw) : null;
};

/** The price as typed: empty for none, else US dollars with at most cents, within the contract's range. */
function priceFrom(text: string): number | null | 'invalid' {
  const trimmed = text.trim().replace(/^\$/, '');
  if (trimmed === '') return null;
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(trimmed)) return 'invalid';
  const value = Number(trimmed);
  return value > 1_000_000 ? 'invalid' : value;
}

/** Where a refusal belongs: the recording's (413, 415, 422), a field the 400 names, else the form's. */
export function problemOf(error: unknown): Problem {
  if (error instanceof DOMException && error.name === 'AbortError')
    return { field: 'file', message: 'The upload was cancelled: nothing was sent.' };
  if (!(error instanceof ApiError)) return { field: null, message: 'Unexpected Error' };
  if (error.status === 413 || error.status === 415 || error.status === 422)
    return { field: 'file', message: error.message };
  const path = error.details[0]?.path ?? '';
  const field: Field = path.startsWith('/body/price_quote')
    ? 'price'
    : path.startsWith('/body/related_samples')
      ? 'samples'
      : path.startsWith('/body/message')
        ? 'message'
        : null;
  return { field, message: error.message };
}

/** What the form holds: the chosen recording, the samples, the price and the note as typed. */
export interface AuditionDraft {
  readonly file: File | null;
  readonly samples: readonly number[];
  readonly price: string;
  readonly message: string;
  readonly aiVoice: boolean;
}

/**
 * What the form sends for `kind`, or the first thing to fix: the price in dollars and cents, at most
 * 20 samples, and a recording or a sample (createOffer's 422 otherwise), except for a draft kept as it
 * is.
 */
export function checkAudition(
  kind: SendKind,
  draft: AuditionDraft,
  offer: Offer | null,
): AuditionFields | Problem {
  const priceQuote = priceFrom(draft.price);
  if (priceQuote === 'invalid')
    return { field: 'price', message: 'Enter your price in US dollars, like 250 or 249.99.' };
  if (draft.samples.length > MAX_RELATED_SAMPLES)
    return { field: 'samples', message: `Attach at most ${String(MAX_RELATED_SAMPLES)} samples.` };
  const keepsDraft = kind === 'draft' && offer !== null;
  if (draft.file === null && !(offer?.custom_sample ?? false) && draft.samples.length === 0 && !keepsDraft)
    return { field: 'file', message: FILE_REQUIRED };
  return {
    file: draft.file,
    relatedSamples: draft.samples,
    priceQuote,
    message: draft.message,
    aiVoice: draft.aiVoice,
  };
}
