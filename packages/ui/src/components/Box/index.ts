export { Box } from './Box';
export type { BoxProps } from './Box';
export { boxAligns, boxDirections, boxElements, boxJustifies, spaces } from './layout';
export type { BoxAlign, BoxDirection, BoxElement, BoxJustify, Space } from './layout';
