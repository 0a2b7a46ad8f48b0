import { Fragment } from 'react';
import * as styles from './ShortcutList.css';

// The review's shortcuts under a disclosure. The search lists its own keys in its own markup: sharing
// this component put one more chunk on the search's route, past its 30 KB.

/** One shortcut as the list shows it: its keys ('j / ↓') and what they do. */
export interface Shortcut {
  readonly keys: string;
  readonly action: string;
}

export interface ShortcutListProps {
  /** The list's id: the list of cards names it in aria-describedby, so screen readers read the keys. */
  id: string;
  shortcuts: readonly Shortcut[];
}

/**
 * A page's keyboard shortcuts, listed under a 'Keyboard shortcuts' disclosure (a real
 * details/summary: focusable, opened with Enter or Space), so that they are found by looking.
 */
export function ShortcutList({ id, shortcuts }: ShortcutListProps) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>Keyboard shortcuts</summary>
      <dl id={id} className={styles.keys}>
        {shortcuts.map((shortcut) => (
          <Fragment key={shortcut.keys}>
            <dt className={styles.keyName}>{shortcut.keys}</dt>
            <dd className={styles.keyAction}>{shortcut.action}</dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}

/** Opens the shortcuts listed under `id` and puts focus on their disclosure (a ? key). */
export function showShortcuts(id: string): void {
  const details = document.getElementById(id)?.closest('details');
  if (!details) return;
  details.open = true;
  details.querySelector('summary')?.focus();
  details.scrollIntoView({ block: 'nearest' });
}
