export {
  MessageComposer,
  composerAttachmentStatuses,
  maxMessageAttachments,
  messageComposerStates,
  sendFailureText,
} from './MessageComposer';
export type {
  ComposerAttachment,
  ComposerAttachmentStatus,
  ComposerMessage,
  MessageComposerProps,
  MessageComposerState,
} from './MessageComposer';
