// Button's variants as data: the component's types, its styles and the stories' controls share them.

export const buttonVariants = ['primary', 'secondary', 'tertiary', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];
