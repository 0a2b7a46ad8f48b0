import { forwardRef } from 'react';
import { Box, type BoxProps } from '../Box';

export interface InlineProps extends Omit<BoxProps, 'direction'> {
  /** Space between the children, from vars.space. @default 'sm' */
  gap?: BoxProps['gap'];
  /** Vertical alignment of the children. @default 'center' */
  align?: BoxProps['align'];
  /** Lets the children wrap onto further lines on narrow screens. @default true */
  wrap?: boolean;
}

/** Children side by side with token space between them, wrapping when the line is full. */
export const Inline = forwardRef<HTMLElement, InlineProps>(function Inline(
  { gap = 'sm', align = 'center', wrap = true, ...rest },
  ref,
) {
  return <Box ref={ref} direction="row" gap={gap} align={align} wrap={wrap} {...rest} />;
});
