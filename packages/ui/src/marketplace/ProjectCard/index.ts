export {
  ProjectCard,
  defaultProjectCardLabels,
  projectStatusTones,
  projectStatuses,
  projectTypes,
} from './ProjectCard';
export type {
  ProjectCardLabel,
  ProjectCardLabels,
  ProjectCardProject,
  ProjectCardProps,
  ProjectStatus,
  ProjectType,
} from './ProjectCard';
export { StatusLabel, statusLabelTones } from './StatusLabel';
export type { StatusLabelProps, StatusLabelTone } from './StatusLabel';
