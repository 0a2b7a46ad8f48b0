import { useLayoutEffect, useState, type RefObject } from 'react';
import { themes, type Brand } from '../../theme/themes.css';

export interface PortalTarget {
  /** Where the layer is rendered. */
  container: HTMLElement;
  /** The theme class of the nearest themed ancestor, so the layer keeps the brand's `vars`. */
  themeClass: string;
}

const isBrand = (value: string | undefined): value is Brand =>
  value !== undefined && Object.hasOwn(themes, value);

const themeClasses: readonly string[] = Object.values(themes);

/** The theme class in force at `element`: see {@link usePortalTarget}. */
export function themeClassOf(element: Element | null): string {
  const themed = element?.closest<HTMLElement>('[data-theme], [data-brand]');
  if (themed) {
    const brand = themed.dataset['theme'] ?? themed.dataset['brand'];
    if (isBrand(brand)) return themes[brand];
    if (themed.className) return themed.className;
  }
  for (let at = element; at; at = at.parentElement) {
    const found = themeClasses.find((name) => at.classList.contains(name));
    if (found) return found;
  }
  return themes.main;
}

/**
 * Layers (Dialog, Drawer) render in a portal to `document.body` (or `container`), outside the
 * element that carries the theme class. The theme is read from the nearest ancestor of `anchor`
 * with a `data-theme` (or Storybook's `data-brand`) attribute: its value names a brand (`main`,
 * `second`), else its class is taken as the theme class. Without one, the nearest ancestor
 * carrying a brand's theme class decides; with none at all, the main brand. Null until the layer
 * is first `active` (open).
 */
export function usePortalTarget(
  anchor: RefObject<HTMLElement | null>,
  container: HTMLElement | undefined,
  active: boolean,
): PortalTarget | null {
  const [target, setTarget] = useState<PortalTarget | null>(null);
  useLayoutEffect(() => {
    // Found as the layer opens, not as it mounts: a state set in a layout effect renders again at
    // once, and a closed layer on a server-rendered page (the shell's drawer) did so right after
    // hydration, which made React run every effect of the page in that same long task.
    if (active)
      setTarget({ container: container ?? document.body, themeClass: themeClassOf(anchor.current) });
  }, [active, anchor, container]);
  return target;
}
