import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** Banner's column of title, message and countdown; PromoBanner decides how wide it runs. */
export const bannerText = style({
  flex: '1 1 auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
