export { RESOURCES, ResourceLinks } from './ResourceLinks';
