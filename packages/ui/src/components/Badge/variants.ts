/** Badge colours by purpose: danger is the notification red (vars.color.badge). */
export const badgeTones = ['danger', 'accent', 'neutral'] as const;
export type BadgeTone = (typeof badgeTones)[number];

/** Spec section 9: badges cap at 99+. */
export const badgeMax = 99;

/** The text a badge shows for a count: the count itself up to `max`, then `max+`. */
export function formatBadgeCount(count: number, max: number = badgeMax): string {
  return count > max ? `${max}+` : String(count);
}
