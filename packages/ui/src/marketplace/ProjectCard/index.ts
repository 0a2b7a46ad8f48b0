export { ProjectCard, defaultProjectCardLabels, projectTypes } from './ProjectCard';
export type {
  ProjectCardLabel,
  ProjectCardLabels,
  ProjectCardProject,
  ProjectCardProps,
  ProjectType,
} from './ProjectCard';
export { StatusLabel, statusLabelTones } from './StatusLabel';
export type { StatusLabelProps, StatusLabelText, StatusLabelTone } from './StatusLabel';
