export { PageTabs, type PageTab } from './PageTabs';
