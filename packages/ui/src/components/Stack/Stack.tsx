import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box';

export interface StackProps extends Omit<BoxProps, 'direction'> {
  /** Space between the stacked children, from vars.space. @default 'md' */
  gap?: BoxProps['gap'];
  /** Horizontal alignment of the children. @default 'stretch' */
  align?: BoxProps['align'];
}

/** Children one above the other with even token space between them. */
export const Stack = forwardRef<HTMLElement, StackProps>(function Stack(
  { gap = 'md', align = 'stretch', ...rest },
  ref,
) {
  return <Box ref={ref} direction="column" gap={gap} align={align} {...rest} />;
});
