export { SamplePlaylist, defaultSamplePlaylistLabels } from './SamplePlaylist';
export type { SamplePlaylistLabels, SamplePlaylistProps } from './SamplePlaylist';
export { DemoList, defaultDemoListLabels, demoListViews, demoPageSizes } from './DemoList';
export type { DemoListLabels, DemoListProps, DemoListView } from './DemoList';
export type { Demo, PlaylistSample } from './types';
export { defaultSortableLabels, useSortableList } from './useSortableList';
export type { SortableLabels, SortableMove, SortableOptions } from './useSortableList';
