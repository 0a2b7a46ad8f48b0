import { forwardRef, useEffect, useId, useRef, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useControllableOpen } from '../../internal/useControllableOpen';
import { Icon, type IconName } from '../Icon';
import * as styles from './Menu.css';
import { cx } from '../../internal/cx';

export const menuAligns = ['start', 'end'] as const;
export type MenuAlign = (typeof menuAligns)[number];

export const menuItemTones = ['default', 'danger'] as const;
export type MenuItemTone = (typeof menuItemTones)[number];

/** One entry of a menu, as data. */
export interface MenuItem {
  /** Stable key, passed back to `onSelect`. */
  id: string;
  /** The visible text (also used by type-ahead). */
  label: string;
  /** An icon before the text. @default undefined */
  icon?: IconName;
  /** Shown but not selectable. @default false */
  disabled?: boolean;
  /** `danger` for destructive actions (Sign out, Delete). @default 'default' */
  tone?: MenuItemTone;
  /** Called when this item is chosen. @default undefined */
  onSelect?: (selection: { id: string }) => void;
}

export interface MenuProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onSelect'> {
  /** The button's text; with `hideLabel` its accessible name only. */
  label: string;
  /** The entries, in order. */
  items: readonly MenuItem[];
  /** An icon in the button (e.g. `more` for an overflow menu). @default undefined */
  icon?: IconName;
  /** Show only the icon; the label stays the button's accessible name. @default false */
  hideLabel?: boolean;
  /** Which edge of the button the menu lines up with. @default 'start' */
  align?: MenuAlign;
  /** Whether the menu is shown (controlled). @default undefined */
  open?: boolean;
  /** Whether the menu is shown at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. @default undefined */
  onOpenChange?: (change: { open: boolean }) => void;
  /** Called with the chosen item's id (after the item's own `onSelect`). @default undefined */
  onSelect?: (selection: { id: string }) => void;
}

/**
 * A menu button (WAI-ARIA menu button pattern): the button opens a `role="menu"` list; arrows,
 * Home, End and type-ahead move focus, Enter or Space chooses, Escape closes and returns focus.
 */
export const Menu = forwardRef<HTMLDivElement, MenuProps>(function Menu(
  {
    label,
    items,
    icon,
    hideLabel = false,
    align = 'start',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    onSelect,
    className,
    ...rest
  },
  ref,
) {
  const [open, setOpen] = useControllableOpen(openProp, defaultOpen, onOpenChange);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement | null>(null);
  /** Which item takes focus once the list is shown. */
  const pendingFocus = useRef<'first' | 'last' | null>(null);
  const buttonId = useId();
  const menuId = useId();

  const itemElements = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    const elements = itemElements();
    const target = pendingFocus.current === 'last' ? elements[elements.length - 1] : elements[0];
    target?.focus();
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    function onPointerDown(event: PointerEvent) {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, setOpen]);

  function show(focus: 'first' | 'last') {
    pendingFocus.current = focus;
    if (open) {
      const elements = itemElements();
      (focus === 'last' ? elements[elements.length - 1] : elements[0])?.focus();
    } else {
      setOpen(true);
    }
  }

  function close() {
    setOpen(false);
    buttonRef.current?.focus();
  }

  function choose(item: MenuItem) {
    if (item.disabled) return;
    item.onSelect?.({ id: item.id });
    onSelect?.({ id: item.id });
    close();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    // Enter and Space reach `onClick` natively, which opens on the first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      show('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      show('last');
    }
  }

  function onListKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const elements = itemElements();
    const index = elements.findIndex((element) => element === document.activeElement);
    const move = (to: number) => {
      event.preventDefault();
      elements[(to + elements.length) % elements.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        move(index + 1);
        return;
      case 'ArrowUp':
        move(index - 1);
        return;
      case 'Home':
        move(0);
        return;
      case 'End':
        move(elements.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        close();
        return;
      case 'Tab':
        setOpen(false);
        return;
      default:
        if (event.key.length === 1 && /\S/.test(event.key)) {
          const key = event.key.toLowerCase();
          const order = items.map((_, at) => (index + 1 + at) % items.length);
          const next = order.find((at) => items[at]?.label.toLowerCase().startsWith(key));
          if (next !== undefined) move(next);
        }
    }
  }

  return (
    <div
      ref={(element) => {
        rootRef.current = element;
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      className={cx(styles.root, className)}
      data-state={open ? 'open' : 'closed'}
      {...rest}
    >
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={hideLabel ? label : undefined}
        onClick={() => {
          if (open) setOpen(false);
          else show('first');
        }}
        onKeyDown={onButtonKeyDown}
      >
        {icon ? <Icon name={icon} /> : null}
        {hideLabel ? null : label}
        {hideLabel ? null : <Icon name={open ? 'chevronUp' : 'chevronDown'} size="small" />}
      </button>
      {open ? (
        <ul
          ref={listRef}
          id={menuId}
          role="menu"
          aria-labelledby={buttonId}
          className={styles.list}
          data-align={align}
          onKeyDown={onListKeyDown}
        >
          {items.map((item) => (
            <li key={item.id} role="none">
              <button
                type="button"
                role="menuitem"
                tabIndex={-1}
                className={styles.item}
                data-tone={item.tone ?? 'default'}
                aria-disabled={item.disabled ? true : undefined}
                onClick={() => {
                  choose(item);
                }}
              >
                {item.icon ? <Icon name={item.icon} /> : null}
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
