import type { Handlers } from '../../contract/types';
import { acceptDeliverable } from './acceptDeliverable';
import { createDeliverable } from './createDeliverable';
import { getDeliverable } from './getDeliverable';
import { rejectDeliverable } from './rejectDeliverable';
import { updateDeliverable } from './updateDeliverable';

export const deliverableHandlers = {
  createDeliverable,
  getDeliverable,
  updateDeliverable,
  acceptDeliverable,
  rejectDeliverable,
} satisfies Handlers;
