export {
  RecordingCard,
  defaultRecordingCardLabels,
  deliverableStatuses,
  recordingViewers,
} from './RecordingCard';
export type {
  DeliverableFile,
  DeliverableStatus,
  RecordingCardDeliverable,
  RecordingCardLabels,
  RecordingCardProps,
  RecordingViewer,
} from './RecordingCard';
