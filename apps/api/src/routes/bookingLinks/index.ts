// booking-links: voice actors' public booking links with preset terms (spec sections 3 and 7).
import type { Handlers } from '../../contract/types';
import { createBookingLink } from './createBookingLink';
import { getBookingLink } from './getBookingLink';

export const bookingLinkHandlers = {
  createBookingLink,
  getBookingLink,
} satisfies Handlers;
