// Sending a message (createChannelEvent): text alone as JSON through the generated call; with files as
// multipart through the SDK's upload (XHR underneath, so the screen shows each file's progress and
// may abort it), one `attachments` part per file as the contract's CreateChannelEventForm says.
import { ApiError, type ApiClient, type ChannelEvent, type UploadProgress } from '@vo/sdk';
import { createChannelEvent, type CreateChannelEventRequest } from '@vo/sdk/hooks';

export interface OutgoingMessage {
  readonly body: string;
  readonly files: readonly File[];
}

export interface SendOptions {
  readonly client: ApiClient;
  readonly onProgress?: (progress: UploadProgress) => void;
  readonly signal?: AbortSignal;
}

const isEvent = (data: unknown): data is ChannelEvent =>
  typeof data === 'object' &&
  data !== null &&
  'id' in data &&
  typeof data.id === 'number' &&
  'pending_moderation' in data &&
  typeof data.pending_moderation === 'boolean';

/** Sends the message to the conversation; answers the event as the server stored it. */
export async function sendMessage(
  hash: string,
  message: OutgoingMessage,
  { client, onProgress, signal }: SendOptions,
): Promise<ChannelEvent> {
  const body = message.body === '' ? undefined : message.body;
  if (message.files.length === 0) {
    // The generated call: the typed client reads this operation's body as its first content type
    // (multipart); JSON is said explicitly, as the generated call does not.
    const json: CreateChannelEventRequest = { body: message.body };
    const { data } = await createChannelEvent(hash, json, {
      headers: { 'Content-Type': 'application/json' },
      signal,
    });
    return data;
  }
  const form = new FormData();
  if (body !== undefined) form.append('body', body);
  for (const file of message.files) form.append('attachments', file, file.name);
  const { data } = await client.upload(`/channels/${encodeURIComponent(hash)}/events`, {
    body: form,
    onProgress,
    signal,
  });
  if (!isEvent(data)) throw ApiError.unexpected(500);
  return data;
}
