export { Tip, defaultTipDelay, tipCloseReasons, tipPlacements } from './Tip';
export type { TipCloseReason, TipPlacement, TipProps } from './Tip';
