export { ErrorPage, errorLogoAction, errorLogoActions, errorPageDefaults, errorPageTitle } from './ErrorPage';
export type { ErrorLogoAction, ErrorPageProps, ErrorStatus } from './ErrorPage';
