import { forwardRef } from 'react';
import { ModalPanel, type ModalLayerProps } from '../../internal/modal/ModalPanel';
import * as styles from './Drawer.css';

export const drawerSides = ['left', 'right'] as const;
export type DrawerSide = (typeof drawerSides)[number];

export interface DrawerProps extends ModalLayerProps {
  /** The edge of the screen the sheet slides from. @default 'left' */
  side?: DrawerSide;
}

/**
 * A modal side sheet (the shell's drawer menus): the Dialog's modal rules — focus moved in, trapped
 * and returned to the opener, the page behind locked from scrolling; Escape and an outside click close it.
 */
export const Drawer = forwardRef<HTMLDivElement, DrawerProps>(function Drawer(
  { title, side = 'left', children, ...rest },
  ref,
) {
  return (
    <ModalPanel ref={ref} title={title} classNames={styles} data-side={side} {...rest}>
      <div className={styles.body}>{children}</div>
    </ModalPanel>
  );
});
