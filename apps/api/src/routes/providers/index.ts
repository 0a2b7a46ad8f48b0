// providers: voice actor profiles (create, update, delete, get), search (filters, free text, category
// pages, suggestions, the alphabetic directory), lists around a profile (also visited, recently
// favorited or booked), profile views, stats, market and work experience (spec section 7 Providers).
import type { Handlers } from '../../contract/types';
import { addProvider } from './addProvider';
import { bookProvider } from './bookProvider';
import { createProvider } from './createProvider';
import { createProviderFromInvite } from './createProviderFromInvite';
import { createProviderQuote } from './createProviderQuote';
import { createProviderWorkExperience } from './createProviderWorkExperience';
import { deleteProvider } from './deleteProvider';
import { deleteProviderWorkExperience } from './deleteProviderWorkExperience';
import { getProvider } from './getProvider';
import { getProviderBookingSettings } from './getProviderBookingSettings';
import { getProviderByUsername } from './getProviderByUsername';
import { getProviderAverageRate } from './getProviderAverageRate';
import { getProviderMarket } from './getProviderMarket';
import { getProviderMonthlyEarningStats } from './getProviderMonthlyEarningStats';
import { getProviderOverallEarningStats } from './getProviderOverallEarningStats';
import { getProvidersByIds } from './getProvidersByIds';
import { getProviderStats } from './getProviderStats';
import { listProviderBookingClients } from './listProviderBookingClients';
import { listProviderPendingInvitations } from './listProviderPendingInvitations';
import { listProvidersAlphabetic } from './listProvidersAlphabetic';
import { listProvidersAlsoVisited } from './listProvidersAlsoVisited';
import { listProviderWorkExperiences } from './listProviderWorkExperiences';
import { listRecentlyBookedProviders } from './listRecentlyBookedProviders';
import { listRecentlyFavoritedProviders } from './listRecentlyFavoritedProviders';
import { recordProviderProfileView } from './recordProviderProfileView';
import { searchProviders } from './searchProviders';
import { searchProvidersBySlug } from './searchProvidersBySlug';
import { suggestProviders } from './suggestProviders';
import { updateProvider } from './updateProvider';
import { previewProviderBookingSettings } from './previewProviderBookingSettings';
import { updateProviderBookingSettings } from './updateProviderBookingSettings';
import { updateProviderWorkExperience } from './updateProviderWorkExperience';

export const providerHandlers = {
  addProvider,
  createProvider,
  createProviderFromInvite,
  getProvider,
  getProviderByUsername,
  updateProvider,
  deleteProvider,
  searchProviders,
  searchProvidersBySlug,
  suggestProviders,
  listProvidersAlphabetic,
  getProvidersByIds,
  getProviderMarket,
  listProvidersAlsoVisited,
  listRecentlyFavoritedProviders,
  listRecentlyBookedProviders,
  getProviderAverageRate,
  recordProviderProfileView,
  getProviderStats,
  listProviderPendingInvitations,
  // Earnings from the ledger's releases and the clients who booked (modules/payments/earnings).
  getProviderMonthlyEarningStats,
  getProviderOverallEarningStats,
  listProviderBookingClients,
  listProviderWorkExperiences,
  createProviderWorkExperience,
  updateProviderWorkExperience,
  deleteProviderWorkExperience,
  // Instant quotes and the voice actor's booking settings they price from (modules/bookings/pricing).
  createProviderQuote,
  getProviderBookingSettings,
  updateProviderBookingSettings,
  previewProviderBookingSettings,
  // Direct bookings at an instant quote (modules/bookings).
  bookProvider,
} satisfies Handlers;
