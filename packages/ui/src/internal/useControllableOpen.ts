import { useCallback, useState } from 'react';

/**
 * The controlled/uncontrolled pair behind `open` / `defaultOpen` / `onOpenChange({ open })`:
 * with `open` given the caller owns the state, else the component keeps its own.
 */
export function useControllableOpen(
  open: boolean | undefined,
  defaultOpen: boolean,
  onOpenChange: ((change: { open: boolean }) => void) | undefined,
): [boolean, (next: boolean) => void] {
  const [own, setOwn] = useState(defaultOpen);
  const controlled = open !== undefined;
  const current = controlled ? open : own;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setOwn(next);
      onOpenChange?.({ open: next });
    },
    [controlled, onOpenChange],
  );
  return [current, setOpen];
}
