import type { ReactNode } from 'react';
import { AppLink } from '../AppLink';
import * as styles from './PageTabs.css';

/** One tab: where it leads, what it says, and whether it is the page shown. */
export interface PageTab {
  readonly key: string;
  readonly to: string;
  readonly current: boolean;
  readonly children: ReactNode;
}

/**
 * A page's tabs as navigation links (a project's children, a list's in progress and past): each an
 * address of its own, the current one `aria-current="page"`. Links, not ARIA tabs: each opens a page
 * that can be bookmarked, shared and reached with Back.
 */
export function PageTabs({ label, tabs }: { label: string; tabs: readonly PageTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.tabs}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <AppLink
              to={tab.to}
              variant="standalone"
              className={styles.tab}
              aria-current={tab.current ? 'page' : undefined}
            >
              {tab.children}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
