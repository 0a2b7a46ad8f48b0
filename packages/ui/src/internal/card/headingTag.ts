/** The heading levels a card's title takes inside a page (its section heading is above it). */
export type CardHeadingLevel = 2 | 3 | 4;

/** The element of a card title at `level`: 'h2', 'h3' or 'h4'. */
export const headingTag = (level: CardHeadingLevel) => `h${level}` as const;
