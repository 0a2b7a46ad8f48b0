export { PROJECT_STATUS_TONES, projectPath, projectStatusLabel } from './projectStatus';
