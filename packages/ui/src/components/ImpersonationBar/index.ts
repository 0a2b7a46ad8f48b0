export { ImpersonationBar, impersonationStates } from './ImpersonationBar';
export type { ImpersonationBarProps, ImpersonationState } from './ImpersonationBar';
