import {
  createContext,
  forwardRef,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import * as styles from './Snackbar.css';
import { cx } from '../../internal/cx';

/** The spec's default for messages (section 9): 4 s. */
export const defaultSnackbarDuration = 4000;

/** A button in the snackbar (Undo, View); pressing it also dismisses the snackbar. */
export interface SnackbarAction {
  /** The button's text. */
  label: string;
  /** Called when the button is pressed. */
  onClick: () => void;
}

export interface SnackbarProps extends HTMLAttributes<HTMLDivElement> {
  /** The short message. */
  message: ReactNode;
  /** An optional action button. @default undefined */
  action?: SnackbarAction;
}

/** One snackbar as shown by `SnackbarProvider`: a short message and an optional action. */
export const Snackbar = forwardRef<HTMLDivElement, SnackbarProps>(function Snackbar(
  { message, action, className, ...rest },
  ref,
) {
  return (
    <div ref={ref} className={cx(styles.root, className)} data-state="open" {...rest}>
      <p className={styles.message}>{message}</p>
      {action ? (
        <button type="button" className={styles.action} onClick={action.onClick}>
          {action.label}
        </button>
      ) : null}
    </div>
  );
});

export interface SnackbarOptions {
  /** The short message. */
  message: ReactNode;
  /** An optional action button. @default undefined */
  action?: SnackbarAction;
  /** Milliseconds it stays; the provider's `duration` when omitted. @default 4000 */
  duration?: number;
}

export interface SnackbarApi {
  /** Queues a snackbar; returns its id. */
  show: (options: SnackbarOptions) => number;
  /** Removes a snackbar (the visible one when no id is given). */
  dismiss: (target?: { id: number }) => void;
}

const SnackbarContext = createContext<SnackbarApi | null>(null);

/** The snackbar queue of the nearest `SnackbarProvider`. */
export function useSnackbar(): SnackbarApi {
  const api = useContext(SnackbarContext);
  if (!api) throw new Error('useSnackbar() needs a <SnackbarProvider> above it.');
  return api;
}

export interface SnackbarProviderProps {
  /** The app (or part of it) that may call `useSnackbar()`. */
  children?: ReactNode;
  /** Milliseconds a snackbar stays when `show` gives no duration (spec section 9). @default 4000 */
  duration?: number;
}

interface Queued extends SnackbarOptions {
  id: number;
}

/**
 * Hosts the snackbar queue: one snackbar at a time, in order, each for its duration, in a polite
 * `role="status"` live region. The timer pauses while the pointer or focus is on the snackbar, so
 * nobody loses a message they are reading or an action they are reaching for.
 */
export function SnackbarProvider({ children, duration = defaultSnackbarDuration }: SnackbarProviderProps) {
  const [queue, setQueue] = useState<Queued[]>([]);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const current = queue[0];

  const dismiss = useCallback((target?: { id: number }) => {
    setQueue((items) => (target ? items.filter((item) => item.id !== target.id) : items.slice(1)));
  }, []);

  const show = useCallback((options: SnackbarOptions) => {
    const id = nextId.current++;
    setQueue((items) => [...items, { ...options, id }]);
    return id;
  }, []);

  useEffect(() => {
    if (!current || paused) return undefined;
    const timer = setTimeout(() => {
      dismiss({ id: current.id });
    }, current.duration ?? duration);
    return () => {
      clearTimeout(timer);
    };
  }, [current, paused, duration, dismiss]);

  useEffect(() => {
    setPaused(false);
  }, [current?.id]);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <SnackbarContext.Provider value={api}>
      {children}
      <div className={styles.host} role="status" aria-live="polite" aria-atomic="true">
        {current ? (
          <Snackbar
            key={current.id}
            message={current.message}
            action={
              current.action
                ? {
                    label: current.action.label,
                    onClick: () => {
                      current.action?.onClick();
                      dismiss({ id: current.id });
                    },
                  }
                : undefined
            }
            onMouseEnter={() => {
              setPaused(true);
            }}
            onMouseLeave={() => {
              setPaused(false);
            }}
            onFocus={() => {
              setPaused(true);
            }}
            onBlur={() => {
              setPaused(false);
            }}
          />
        ) : null}
      </div>
    </SnackbarContext.Provider>
  );
}
