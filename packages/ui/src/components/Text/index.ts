export { Text } from './Text';
export type { TextProps } from './Text';
export { textElements, textSizes, textTones, textWeights } from './variants';
export type { TextElement, TextSize, TextTone, TextWeight } from './variants';
