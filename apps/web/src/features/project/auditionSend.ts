import type { Offer, OfferStatus } from '@vo/sdk';
import { ApiError, type ApiClient } from '@vo/sdk';
import type { UpdateOfferRequest } from '@vo/sdk/hooks';

/** What the form sends: the fields as the person left them. */
export interface AuditionFields {
  readonly file: File | null;
  readonly relatedSamples: readonly number[];
  /** US dollars, or null for no quote. */
  readonly priceQuote: number | null;
  /** The note to the client (a new audition's first comment). */
  readonly message: string;
  /** The voice actor declares an AI (synthetic) voice. */
  readonly aiVoice: boolean;
}

/** How it is sent: kept as a draft, sent to the client, or (an audition already sent) saved. */
export type SendKind = 'draft' | 'send' | 'save';

/** Where the sending stands, for the progress bar. */
export interface SendProgress {
  readonly fraction: number;
}

interface SendOptions {
  readonly client: ApiClient;
  readonly onProgress: (progress: SendProgress) => void;
  readonly signal: AbortSignal;
}

/** The multipart fields, encoded as the generated createOffer encodes them (repeated arrays, text). */
function formOf(fields: Record<string, string | readonly number[] | File | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(name, value, value.name);
    else if (typeof value === 'string') form.append(name, value);
    else for (const item of value) form.append(name, String(item));
  }
  return form;
}

/**
 * A JSON change (updateOffer) through the typed client: the generated call, for an operation that
 * takes JSON or multipart, sends its JSON without saying so (a body the server would refuse, 415).
 */
async function patch(client: ApiClient, id: number, body: UpdateOfferRequest, signal: AbortSignal) {
  await client.unwrap(client.api.PATCH('/offers/{id}', { params: { path: { id } }, body, signal }));
}

/** The offer's id from an upload's answer (the upload answers unknown JSON). */
function idOf(data: unknown): number {
  if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number')
    return data.id;
  throw ApiError.unexpected(500);
}

/**
 * A new audition (createOffer): one multipart request through the client's upload (its progress and
 * abort), the recording in it when there is one. Answers the new offer's id.
 */
export async function createAudition(
  projectId: number,
  invitationId: number | null,
  kind: SendKind,
  fields: AuditionFields,
  { client, onProgress, signal }: SendOptions,
): Promise<number> {
  const body = formOf({
    project_id: String(projectId),
    invitation_id: invitationId === null ? undefined : String(invitationId),
    is_draft: String(kind === 'draft'),
    related_samples: fields.relatedSamples,
    custom_sample_file: fields.file ?? undefined,
    price_quote: fields.priceQuote === null ? undefined : String(fields.priceQuote),
    ai_voice: String(fields.aiVoice),
    message: fields.message.trim() === '' ? undefined : fields.message.trim(),
  });
  const { data } = await client.upload('/offers', { body, onProgress, signal });
  return idOf(data);
}

/**
 * A change to an audition (updateOffer): multipart when a new recording goes with it, else JSON. A
 * draft is sent with is_draft false; an audition whose revision was asked for goes back with status
 * posted, which only the JSON body carries (after the recording, when there is one).
 */
export async function updateAudition(
  offer: Pick<Offer, 'id' | 'status'>,
  kind: SendKind,
  fields: AuditionFields,
  { client, onProgress, signal }: SendOptions,
): Promise<number> {
  const sendsDraft = kind === 'send' && offer.status === 'created';
  const resends = kind !== 'draft' && offer.status === ('revision_requested' satisfies OfferStatus);
  const changes: UpdateOfferRequest = {
    related_samples: [...fields.relatedSamples],
    ...(fields.priceQuote === null ? {} : { price_quote: fields.priceQuote }),
    ai_voice: fields.aiVoice,
    ...(sendsDraft ? { is_draft: false } : {}),
  };
  if (fields.file !== null) {
    const body = formOf({
      custom_sample_file: fields.file,
      related_samples: fields.relatedSamples,
      price_quote: fields.priceQuote === null ? undefined : String(fields.priceQuote),
      ai_voice: String(fields.aiVoice),
      is_draft: sendsDraft ? 'false' : undefined,
    });
    await client.upload(`/offers/${String(offer.id)}`, { method: 'PATCH', body, onProgress, signal });
  } else {
    await patch(client, offer.id, changes, signal);
  }
  if (resends) await patch(client, offer.id, { status: 'posted' }, signal);
  return offer.id;
}
