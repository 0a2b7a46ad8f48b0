export { PendingInfoDot, pendingInfo, pendingInfoKinds, pendingInfoLabels } from './PendingInfoDot';
export type { PendingInfoDotProps, PendingInfoKind } from './PendingInfoDot';
