/** Card surfaces: outlined (a thin border) or elevated (a shadow). */
export const cardVariants = ['outlined', 'elevated'] as const;
export type CardVariant = (typeof cardVariants)[number];

/** Elements a static card may render as. */
export const cardElements = ['div', 'article', 'section', 'li'] as const;
export type CardElement = (typeof cardElements)[number];
