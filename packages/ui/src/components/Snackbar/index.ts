export { Snackbar, SnackbarProvider, defaultSnackbarDuration, useSnackbar } from './Snackbar';
export type {
  SnackbarAction,
  SnackbarApi,
  SnackbarOptions,
  SnackbarProps,
  SnackbarProviderProps,
} from './Snackbar';
