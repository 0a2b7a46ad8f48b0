// A conversation's messages (spec sections 3 and 4: channel events with body and attachments), as
// the message components take them.

import { fileExtension, isImageFile } from '../../components/FileDrop';
import { numberFormat } from '../../internal/intl';

/** The few user fields shown next to a message (the API's UserSummary). */
export interface MessageAuthor {
  id: number;
  username: string;
  name: string;
  picture_small?: string | null;
}

/** A file attached to a message. */
export interface MessageAttachment {
  name: string;
  url: string;
  /** Bytes. */
  size?: number;
  content_type?: string;
}

/** How a message shows a file: an image inline, audio with a player, anything else as a download. */
export type AttachmentKind = 'image' | 'audio' | 'file';

/**
 * An attachment's kind: an image by its name's extension (spec section 5), audio by its content type
 * (or, without one, a usual audio extension), a file otherwise.
 */
export function attachmentKind(file: Pick<MessageAttachment, 'name' | 'content_type'>): AttachmentKind {
  if (isImageFile(file.name)) return 'image';
  const extension = fileExtension(file.name);
  if (file.content_type?.startsWith('audio/') === true) return 'audio';
  if (file.content_type === undefined && ['mp3', 'ogg', 'wav', 'flac', 'm4a'].includes(extension))
    return 'audio';
  return 'file';
}

/** A channel event (a message): body, attachments, and whether moderation holds it. */
export interface MessageData {
  id: number | string;
  channel_hash?: string;
  /** The author's user id. */
  user_id: number;
  author?: MessageAuthor;
  /** Empty when the message only carries attachments. */
  body: string;
  attachments: readonly MessageAttachment[];
  created_at: string;
  /** Held for moderation: only its author sees it until an admin approves it. */
  pending_moderation: boolean;
}

/** A message the app is still sending, or failed to send (it exists only on this device). */
export const messageDeliveries = ['sending', 'failed'] as const;
export type MessageDelivery = (typeof messageDeliveries)[number];

/** Every state a bubble can be in, most urgent first. */
export const messageStates = ['failed', 'sending', 'pending_moderation', 'sent'] as const;
export type MessageState = (typeof messageStates)[number];

/** The one state a bubble shows. */
export function messageState(
  message: Pick<MessageData, 'pending_moderation'>,
  delivery?: MessageDelivery,
): MessageState {
  if (delivery) return delivery;
  return message.pending_moderation ? 'pending_moderation' : 'sent';
}

const units = [
  { unit: 'byte', size: 1 },
  { unit: 'kilobyte', size: 1024 },
  { unit: 'megabyte', size: 1024 ** 2 },
  { unit: 'gigabyte', size: 1024 ** 3 },
] as const;

/** A file size for people: "820 bytes", "178 kB", "1.5 MB". */
export function formatFileSize(bytes: number, locale = 'en-US'): string {
  const step = [...units].reverse().find(({ size }) => bytes >= size) ?? units[0];
  return numberFormat(locale, {
    style: 'unit',
    unit: step.unit,
    unitDisplay: step.unit === 'byte' ? 'long' : 'short',
    maximumFractionDigits: step.unit === 'byte' || step.unit === 'kilobyte' ? 0 : 1,
  }).format(bytes / step.size);
}
