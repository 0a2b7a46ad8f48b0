export {
  sprinkles,
  conditions,
  responsiveConditions,
  widths,
  textColors,
  backgroundColors,
} from './sprinkles.css';
export type { Sprinkles, Condition } from './sprinkles.css';
