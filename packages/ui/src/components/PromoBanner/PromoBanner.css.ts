import { createVar, globalStyle, style } from '@vanilla-extract/css';
import * as banner from '../Banner/Banner.css';

/** The text's share of the width (config.banner.information_flex). */
export const textWidth = createVar();

export const root = style({});

// The promo decides how wide its words run; the links take the rest of the row.
globalStyle(`${root} ${banner.text}`, { flex: `1 1 ${textWidth}` });
