export { MessageThread } from './MessageThread';
export type { MessageThreadProps, ThreadMessage } from './MessageThread';
