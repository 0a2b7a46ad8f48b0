export { RecordingCard, defaultRecordingCardLabels, recordingViewers } from './RecordingCard';
export type {
  DeliverableFile,
  RecordingCardDeliverable,
  RecordingCardLabels,
  RecordingCardProps,
  RecordingViewer,
} from './RecordingCard';
