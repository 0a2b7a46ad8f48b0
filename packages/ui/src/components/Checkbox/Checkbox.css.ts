import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as choice from '../../internal/choice.css';

export const root = style([choice.row, { fontFamily: vars.font.body, color: vars.color.text }]);

export const input = choice.input;

export const label = choice.label;

export const description = style([choice.description, { lineHeight: vars.lineHeight.normal }]);
