import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type AnchorHTMLAttributes,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import * as styles from './DrawerMenu.css';
import type { DrawerItem } from './drawerItems';
import { cx } from '../../internal/cx';

/** What `renderLink` receives: spread it on your router's link. */
export type DrawerMenuLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
};

export interface DrawerMenuProps extends HTMLAttributes<HTMLDivElement> {
  /** The entries, in order (see `drawerItems`). */
  items: readonly DrawerItem[];
  /** Whether the drawer is open (controlled). @default undefined */
  open?: boolean;
  /** Whether the drawer starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the drawer opens or closes. @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
  /** Called when an action item (sign in, sign out, restore account) is chosen. @default undefined */
  onAction?: (event: { id: string }) => void;
  /** The id of the item for the current page. @default undefined */
  current?: string;
  /** Renders a link (e.g. a router Link); gets the anchor props. @default a plain <a href> */
  renderLink?: (props: DrawerMenuLinkProps) => ReactNode;
  /** The name of the menu button, panel heading and navigation landmark. @default 'Menu' */
  label?: string;
}

const defaultRenderLink = (props: DrawerMenuLinkProps) => <a {...props} />;

/** The side drawer of the page shell: a menu button and a panel holding the role's navigation. */
export const DrawerMenu = forwardRef<HTMLDivElement, DrawerMenuProps>(function DrawerMenu(
  {
    items,
    open,
    defaultOpen = false,
    onOpenChange,
    onAction,
    current,
    renderLink = defaultRenderLink,
    label = 'Menu',
    className,
    ...rest
  },
  ref,
) {
  const panelId = useId();
  const headingId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [inner, setInner] = useState(defaultOpen);
  const isOpen = open ?? inner;
  const wasOpen = useRef(isOpen);

  const setOpen = (next: boolean) => {
    if (open === undefined) setInner(next);
    if (next !== isOpen) onOpenChange?.({ open: next });
  };

  // Focus goes into the panel when it opens and back to the menu button when it closes.
  useEffect(() => {
    if (isOpen && !wasOpen.current) closeRef.current?.focus();
    if (!isOpen && wasOpen.current) {
      const active = document.activeElement;
      if (
        !active ||
        active === document.body ||
        closeRef.current?.closest('[data-drawer-panel]')?.contains(active)
      ) {
        toggleRef.current?.focus();
      }
    }
    wasOpen.current = isOpen;
  }, [isOpen]);

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
    }
  };

  return (
    <div ref={ref} className={cx(styles.root, className)} {...rest}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-label={label}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!isOpen);
        }}
      >
        <Icon name="menu" />
      </button>
      <div
        id={panelId}
        className={styles.panel}
        data-state={isOpen ? 'open' : 'closed'}
        data-drawer-panel=""
        hidden={!isOpen}
        onKeyDown={onPanelKeyDown}
      >
        <div className={styles.header}>
          <h2 id={headingId} className={styles.heading}>
            {label}
          </h2>
          <button
            ref={closeRef}
            type="button"
            className={styles.iconButton}
            aria-label={`Close ${label.toLowerCase()}`}
            onClick={() => {
              setOpen(false);
            }}
          >
            <Icon name="close" />
          </button>
        </div>
        <nav aria-labelledby={headingId}>
          <ul className={styles.list}>
            {items.map((item) => (
              <li key={item.id}>
                {item.href === undefined ? (
                  <button
                    type="button"
                    className={styles.item}
                    onClick={() => {
                      onAction?.({ id: item.id });
                      setOpen(false);
                    }}
                  >
                    <Icon name={item.icon} />
                    {item.label}
                  </button>
                ) : (
                  renderLink({
                    href: item.href,
                    className: styles.item,
                    'aria-current': item.id === current ? 'page' : undefined,
                    onClick: () => {
                      setOpen(false);
                    },
                    children: (
                      <>
                        <Icon name={item.icon} />
                        {item.label}
                      </>
                    ),
                  })
                )}
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
});
