import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

/** Reads the current time. Date windows (spec sections 4 and 9) are compared with it. */
export type Clock = () => Date;

/** The real clock. */
export const systemClock: Clock = () => new Date();

/** A clock that always reads `at` (tests and stories that need a fixed day). */
export const fixedClock =
  (at: Date | string): Clock =>
  () =>
    new Date(at);

const ClockContext = createContext<Clock>(systemClock);

export interface ClockProviderProps {
  /** What the components below read as "now". @default systemClock */
  clock?: Clock;
  children: ReactNode;
}

/** Gives the components below a clock; tests and stories pass a fixed or movable one. */
export function ClockProvider({ clock = systemClock, children }: ClockProviderProps) {
  return <ClockContext.Provider value={clock}>{children}</ClockContext.Provider>;
}

/** The clock of the nearest ClockProvider, else the real one. */
export const useClock = (): Clock => useContext(ClockContext);

/** How often a mounted component reads the clock again, so that a window that opens or ends shows. */
export const NOW_REFRESH_MS = 60_000;

/**
 * The clock's time now, read again every `refreshMs` (real timers), so that a banner whose window
 * ends while the page is open goes away.
 */
export function useNow(refreshMs: number = NOW_REFRESH_MS): Date {
  const clock = useClock();
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
    }, refreshMs);
    return () => {
      clearInterval(timer);
    };
  }, [refreshMs]);
  return clock();
}
