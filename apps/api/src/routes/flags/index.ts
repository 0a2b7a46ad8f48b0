// flags: reports that content breaks the rules (spec section 7 Others), filed from the /flagging screen.
import type { Handlers } from '../../contract/types';
import { createFlag } from './createFlag';

export const flagHandlers = {
  createFlag,
} satisfies Handlers;
