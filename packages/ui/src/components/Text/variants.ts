// Text's variants as data: the component's types, its styles and the stories' controls share them.

/** Font sizes from vars.fontSize that running text may take. */
export const textSizes = ['xs', 'sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof textSizes)[number];

/** Colour roles by purpose; each passes AA on the theme's surfaces. */
export const textTones = ['default', 'muted', 'accent', 'success', 'warning', 'danger', 'info'] as const;
export type TextTone = (typeof textTones)[number];

export const textWeights = ['regular', 'medium', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];

/** Elements Text may render as. */
export const textElements = ['p', 'span', 'div', 'strong', 'em', 'small'] as const;
export type TextElement = (typeof textElements)[number];
