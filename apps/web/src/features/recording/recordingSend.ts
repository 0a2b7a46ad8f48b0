// Sending a recording: a new one is created with its file through the client's upload (its progress
// and abort), then sent; one already started (a draft, or a recording whose revision was asked for)
// takes the revised file in one multipart PATCH with status posted, or the link alone as JSON.
import { ApiError, type ApiClient, type Deliverable } from '@vo/sdk';
import type { UpdateDeliverableRequest } from '@vo/sdk/hooks';

/** What the form sends: a file, a link, or both. */
export interface RecordingFields {
  readonly file: File | null;
  /** The link as typed (trimmed); '' for none. */
  readonly link: string;
}

export interface SendOptions {
  readonly client: ApiClient;
  readonly onProgress: (progress: { fraction: number }) => void;
  readonly signal: AbortSignal;
}

/** The form's own checks, in the spec's words (section 5): null when the fields can be sent. */
export function recordingProblem(
  fields: RecordingFields,
): { field: 'file' | 'link'; message: string } | null {
  if (fields.link !== '') {
    const url = URL.canParse(fields.link) ? new URL(fields.link) : null;
    if (url === null || (url.protocol !== 'https:' && url.protocol !== 'http:'))
      return { field: 'link', message: 'A valid url is required.' };
  }
  if (fields.file === null && fields.link === '')
    return { field: 'file', message: 'A valid file is required.' };
  return null;
}

function formOf(fields: Record<string, string | File | undefined>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof File) form.append(name, value, value.name);
    else form.append(name, value);
  }
  return form;
}

/** The recording's id from an upload's answer (the upload answers unknown JSON). */
function idOf(data: unknown): number {
  if (typeof data === 'object' && data !== null && 'id' in data && typeof data.id === 'number')
    return data.id;
  throw ApiError.unexpected(500);
}

/**
 * A JSON change (updateDeliverable) through the typed client: the generated call, for an operation
 * that takes JSON or multipart, would send its JSON without saying so.
 */
async function patch(client: ApiClient, id: number, body: UpdateDeliverableRequest, signal?: AbortSignal) {
  return client.unwrap(client.api.PATCH('/deliverables/{id}', { params: { path: { id } }, body, signal }));
}

/** Sends the recording: a new one for the booking, or the one started (`recording`). Answers its id. */
export async function sendRecording(
  projectId: number,
  recording: Pick<Deliverable, 'id'> | null,
  fields: RecordingFields,
  { client, onProgress, signal }: SendOptions,
): Promise<number> {
  const link = fields.link === '' ? undefined : fields.link;
  if (recording === null) {
    const body = formOf({ project_id: String(projectId), files: fields.file ?? undefined, link });
    const { data } = await client.upload('/deliverables', { body, onProgress, signal });
    const id = idOf(data);
    await patch(client, id, { status: 'posted' }, signal);
    return id;
  }
  if (fields.file !== null) {
    const body = formOf({ files: fields.file, link, status: 'posted' });
    await client.upload(`/deliverables/${String(recording.id)}`, {
      method: 'PATCH',
      body,
      onProgress,
      signal,
    });
  } else {
    await patch(client, recording.id, { link: link ?? null, status: 'posted' }, signal);
  }
  return recording.id;
}

/** The client's decisions on a sent recording. */
export const reviewRecording = (client: ApiClient, id: number) => patch(client, id, { status: 'reviewed' });

export const requestRevision = (client: ApiClient, id: number, text: string) =>
  patch(client, id, { status: 'revision_requested', revision_request: text });

export const acceptRecording = (client: ApiClient, id: number) =>
  client.unwrap(client.api.POST('/deliverables/{id}/accept', { params: { path: { id } } }));

export const rejectRecording = (client: ApiClient, id: number) =>
  client.unwrap(client.api.POST('/deliverables/{id}/reject', { params: { path: { id } } }));
