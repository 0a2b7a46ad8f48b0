export { MessageBubble, defaultMessageBubbleLabels } from './MessageBubble';
export type { MessageBubbleLabels, MessageBubbleProps } from './MessageBubble';
export { formatFileSize, messageDeliveries, messageState, messageStates } from './message';
export type { MessageAttachment, MessageAuthor, MessageData, MessageDelivery, MessageState } from './message';
