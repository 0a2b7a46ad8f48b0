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
import { formatBadgeCount } from '../Badge';
import { Icon, type IconName } from '../Icon';
import * as styles from './BottomNav.css';
import { cx } from '../../internal/cx';

/** The roles the bottom navigation is drawn for (logged-in users only). */
export const bottomNavRoles = ['client', 'provider'] as const;
export type BottomNavRole = (typeof bottomNavRoles)[number];

export interface BottomNavItem {
  /** Identifies the item; `current` names it. */
  id: string;
  /** The visible name. */
  label: string;
  /** Where it goes. */
  href: string;
  /** The icon drawn above the label. */
  icon: IconName;
  /** An unread count; 0 or absent shows no badge. @default undefined */
  badge?: number;
}

/**
 * The spec's bottom navigation per role (section 2): Home, Search, Messages (pending events),
 * Projects (unread booking and project invitations for providers), Profile; Favorites for clients,
 * Membership for providers.
 */
export function bottomNavItems({
  role,
  messagesCount = 0,
  projectsCount = 0,
  userId,
}: {
  role: BottomNavRole;
  messagesCount?: number;
  projectsCount?: number;
  userId?: string | number;
}): BottomNavItem[] {
  const provider = role === 'provider';
  const items: BottomNavItem[] = [
    {
      id: 'home',
      label: 'Home',
      href: provider ? '/voice-actor/dashboard' : '/dashboard/home',
      icon: 'home',
    },
    { id: 'search', label: 'Search', href: '/search', icon: 'search' },
    { id: 'messages', label: 'Messages', href: '/messages', icon: 'message', badge: messagesCount },
    {
      id: 'projects',
      label: 'Projects',
      href: provider ? '/dashboard/invites' : '/dashboard/projects',
      icon: 'folder',
      badge: provider ? projectsCount : 0,
    },
    { id: 'profile', label: 'Profile', href: '/profile', icon: 'user' },
  ];
  if (provider) items.push({ id: 'membership', label: 'Membership', href: '/plans', icon: 'membership' });
  else
    items.push({
      id: 'favorites',
      label: 'Favorites',
      href: userId === undefined ? '/favorites' : `/favorites/${String(userId)}`,
      icon: 'heart',
    });
  return items;
}

/** What `renderLink` receives: spread it on your router's link. */
export type BottomNavLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
};

export interface BottomNavProps extends HTMLAttributes<HTMLElement> {
  /** The items, in order (see `bottomNavItems`). */
  items: readonly BottomNavItem[];
  /** The id of the item for the current page. @default undefined */
  current?: string;
  /** How many slots the bar has; beyond it a More menu holds the rest. @default 5 */
  maxVisible?: number;
  /** Renders a link (e.g. a router Link); gets the anchor props. @default a plain <a href> */
  renderLink?: (props: BottomNavLinkProps) => ReactNode;
  /** The landmark's accessible name. @default 'Main' */
  label?: string;
  /** Whether the More menu is open (controlled). @default undefined */
  moreOpen?: boolean;
  /** Whether the More menu starts open (uncontrolled). @default false */
  defaultMoreOpen?: boolean;
  /** Called when the More menu opens or closes. @default undefined */
  onMoreOpenChange?: (change: { open: boolean }) => void;
}

const defaultRenderLink = (props: BottomNavLinkProps) => <a {...props} />;

/** The badge as drawn: hidden from assistive technology, which reads `BadgeText` instead. */
function BadgeCount({ count, className }: { count: number | undefined; className: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className={className} aria-hidden="true">
      {formatBadgeCount(count)}
    </span>
  );
}

/** The badge as read after the item's name, e.g. 'Messages (3 new)'. */
function BadgeText({ count }: { count: number | undefined }) {
  if (!count || count <= 0) return null;
  return <span className={styles.hidden}>{` (${formatBadgeCount(count)} new)`}</span>;
}

/** The logged-in bottom navigation bar, with badges and a More menu for overflow items. */
export const BottomNav = forwardRef<HTMLElement, BottomNavProps>(function BottomNav(
  {
    items,
    current,
    maxVisible = 5,
    renderLink = defaultRenderLink,
    label = 'Main',
    moreOpen,
    defaultMoreOpen = false,
    onMoreOpenChange,
    className,
    ...rest
  },
  ref,
) {
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const slotRef = useRef<HTMLLIElement>(null);
  const [innerOpen, setInnerOpen] = useState(defaultMoreOpen);
  const open = moreOpen ?? innerOpen;
  const [focusTarget, setFocusTarget] = useState<'first' | 'last' | null>(null);

  const overflowing = items.length > maxVisible;
  const visible = overflowing ? items.slice(0, Math.max(0, maxVisible - 1)) : items;
  const overflow = overflowing ? items.slice(Math.max(0, maxVisible - 1)) : [];
  const overflowBadge = overflow.reduce((sum, item) => sum + (item.badge ?? 0), 0);
  const overflowCurrent = overflow.some((item) => item.id === current);

  const setOpen = (next: boolean) => {
    if (moreOpen === undefined) setInnerOpen(next);
    if (next !== open) onMoreOpenChange?.({ open: next });
  };

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open || !focusTarget) return;
    const all = menuItems();
    (focusTarget === 'first' ? all[0] : all[all.length - 1])?.focus();
    setFocusTarget(null);
  }, [open, focusTarget]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      if (slotRef.current && event.target instanceof Node && !slotRef.current.contains(event.target)) {
        if (moreOpen === undefined) setInnerOpen(false);
        onMoreOpenChange?.({ open: false });
      }
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, moreOpen, onMoreOpenChange]);

  const closeAndReturn = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen(true);
      setFocusTarget('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      setFocusTarget('last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const index = all.findIndex((node) => node === document.activeElement);
    let next: HTMLElement | undefined;
    if (event.key === 'ArrowDown') next = all[(index + 1) % all.length];
    else if (event.key === 'ArrowUp') next = all[(index - 1 + all.length) % all.length];
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all[all.length - 1];
    else if (event.key === 'Escape') {
      event.preventDefault();
      closeAndReturn();
      return;
    } else if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <nav ref={ref} aria-label={label} className={cx(styles.root, className)} {...rest}>
      <ul className={styles.list}>
        {visible.map((item) => (
          <li key={item.id} className={styles.slot}>
            {renderLink({
              href: item.href,
              className: styles.item,
              'aria-current': item.id === current ? 'page' : undefined,
              children: (
                <>
                  <span className={styles.iconWrap}>
                    <Icon name={item.icon} />
                    <BadgeCount count={item.badge} className={styles.badge} />
                  </span>
                  {item.label}
                  <BadgeText count={item.badge} />
                </>
              ),
            })}
          </li>
        ))}
        {overflowing ? (
          <li ref={slotRef} className={styles.slot}>
            <button
              ref={buttonRef}
              type="button"
              className={styles.item}
              aria-haspopup="menu"
              aria-expanded={open}
              aria-controls={open ? menuId : undefined}
              data-state={overflowCurrent ? 'active' : undefined}
              onClick={() => {
                setOpen(!open);
              }}
              onKeyDown={onButtonKeyDown}
            >
              <span className={styles.iconWrap}>
                <Icon name="more" />
                <BadgeCount count={overflowBadge} className={styles.badge} />
              </span>
              More
              <BadgeText count={overflowBadge} />
            </button>
            {open ? (
              <ul
                ref={menuRef}
                id={menuId}
                role="menu"
                aria-label="More"
                className={styles.menu}
                onKeyDown={onMenuKeyDown}
              >
                {overflow.map((item) => (
                  <li key={item.id} role="none">
                    {renderLink({
                      href: item.href,
                      role: 'menuitem',
                      tabIndex: -1,
                      className: styles.menuItem,
                      'aria-current': item.id === current ? 'page' : undefined,
                      onClick: () => {
                        setOpen(false);
                      },
                      children: (
                        <>
                          <Icon name={item.icon} />
                          {item.label}
                          <BadgeCount count={item.badge} className={styles.menuBadge} />
                          <BadgeText count={item.badge} />
                        </>
                      ),
                    })}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ) : null}
      </ul>
    </nav>
  );
});
