import {
  forwardRef,
  useId,
  useRef,
  useState,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as styles from './Tabs.css';
import { cx } from '../../internal/cx';

export const tabsActivations = ['automatic', 'manual'] as const;
export type TabsActivation = (typeof tabsActivations)[number];

export interface TabItem {
  /** Identifies the tab; what `value` holds when it is selected. */
  value: string;
  /** The tab's visible name. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Skipped by the arrow keys and not selectable. @default false */
  disabled?: boolean;
}

export interface TabsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'defaultValue' | 'onChange'> {
  /** The tabs and their panels, in order. */
  items: readonly TabItem[];
  /** The accessible name of the tab list. */
  label: string;
  /** The selected tab (controlled). @default undefined */
  value?: string;
  /** The tab selected first (uncontrolled). @default the first enabled tab */
  defaultValue?: string;
  /** Called when the user selects a tab. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** 'automatic' selects a tab as the arrow keys focus it; 'manual' waits for Enter or Space. @default 'automatic' */
  activation?: TabsActivation;
}

/** Tabs (WAI-ARIA tabs pattern): one tab stop, arrows/Home/End move between tabs. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs(
  { items, label, value, defaultValue, onValueChange, activation = 'automatic', className, ...rest },
  ref,
) {
  const id = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.value;
  const [inner, setInner] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? inner;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (value === undefined) setInner(next);
    if (next !== selected) onValueChange?.({ value: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.value === current);
    let target: TabItem | undefined;
    if (event.key === 'ArrowRight') target = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') target = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    tabRefs.current.get(target.value)?.focus();
    if (activation === 'automatic') select(target.value);
  };

  // The tab stop sits on the selected tab; manual activation keeps focus where the arrows left it.
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const tabStop = focused ?? selected;

  return (
    <div ref={ref} className={cx(styles.root, className)} data-activation={activation} {...rest}>
      <div role="tablist" aria-label={label} className={styles.list}>
        {items.map((item) => {
          const isSelected = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${item.value}`}
              aria-controls={`${id}-panel-${item.value}`}
              aria-selected={isSelected}
              tabIndex={item.value === tabStop ? 0 : -1}
              disabled={item.disabled}
              data-state={isSelected ? 'active' : 'inactive'}
              className={styles.tab}
              onClick={() => {
                select(item.value);
              }}
              onFocus={() => {
                setFocused(item.value);
              }}
              onBlur={() => {
                setFocused(undefined);
              }}
              onKeyDown={(event) => {
                onKeyDown(event, item.value);
              }}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${id}-panel-${item.value}`}
          aria-labelledby={`${id}-tab-${item.value}`}
          hidden={item.value !== selected}
          tabIndex={0}
          className={styles.panel}
        >
          {item.value === selected ? item.content : null}
        </div>
      ))}
    </div>
  );
});
