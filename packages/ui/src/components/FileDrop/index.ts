export { FileDrop, fileDropStates, fileUploadStatuses } from './FileDrop';
export type { FileDropProps, FileDropItem, FileDropState, FileUploadStatus } from './FileDrop';
export {
  fileExtension,
  fileRequiredMessage,
  imageExtensions,
  isImageFile,
  urlRequiredMessage,
  validateFile,
  validateRecordingUrl,
} from './fileValidation';
export type { ImageExtension } from './fileValidation';
