export { AudioPlayer, audioPlayerSizes, audioPlayerStatuses, defaultAudioPlayerLabels } from './AudioPlayer';
export type { AudioPlayerLabels, AudioPlayerProps, AudioPlayerSize, AudioPlayerStatus } from './AudioPlayer';
export { pauseAllAudioPlayers } from './coordination';
export { formatClock, spokenDuration } from './time';
