/** Inline links sit in running text and are always underlined; standalone links underline on hover. */
export const linkVariants = ['inline', 'standalone'] as const;
export type LinkVariant = (typeof linkVariants)[number];
