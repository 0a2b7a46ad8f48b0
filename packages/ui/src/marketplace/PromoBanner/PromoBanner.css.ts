import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { bannerText } from '../../internal/bannerText.css';

/** The text's share of the width (config.banner.information_flex). */
export const textWidth = createVar();

export const root = style({});

// The promo decides how wide its words run; the links take the rest of the row.
globalStyle(`${root} ${bannerText}`, { flex: `1 1 ${textWidth}` });
