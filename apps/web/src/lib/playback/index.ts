export { PLAY_GATE, PLAYED_SAMPLES_KEY, playedSamples, recordPlay } from './playGate';
export type { PlayDecision, PlayGateLimit } from './playGate';
export { usePlayback } from './usePlayback';
export type { Playback, PlaybackOptions, PlayGate } from './usePlayback';
export { PlayGateDialog } from './PlayGateDialog';
export type { PlayGateDialogProps } from './PlayGateDialog';
