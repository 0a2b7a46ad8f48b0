export { MessageBubble, defaultMessageBubbleLabels } from './MessageBubble';
export type { MessageBubbleLabels, MessageBubbleProps } from './MessageBubble';
export { attachmentKind, formatFileSize, messageDeliveries, messageState, messageStates } from './message';
export type {
  AttachmentKind,
  MessageAttachment,
  MessageAuthor,
  MessageData,
  MessageDelivery,
  MessageState,
} from './message';
