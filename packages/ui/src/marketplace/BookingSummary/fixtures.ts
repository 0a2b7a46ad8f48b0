import type { BookingFieldsData } from './bookingFields';

/** The API's booking example (openapi providers.yaml BookingFields), services by name. */
export const fullBooking: BookingFieldsData = {
  recording_length: { value: 90, unit: 'second' },
  audience_size: 100_000,
  script: 'Welcome to Brightside Bank. Your future starts with a single step.',
  fixed_budget: 250,
  revisions: 4,
  usage: { value: 2, unit: 'year' },
  turnaround: 1,
  additional_services: ['Audio editing', 'Translation'],
};

/** Only the required terms: everything else takes the spec's defaults. */
export const minimalBooking: BookingFieldsData = {
  recording_length: { value: 30 },
  audience_size: 10_000,
};
