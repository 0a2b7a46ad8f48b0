export { Tabs, tabsActivations } from './Tabs';
export type { TabItem, TabsActivation, TabsProps } from './Tabs';
