import type { MonthlyEarning } from './EarningsChart';

// Twelve months of a working voice actor's earnings, for stories and tests. Not exported.
export const twelveMonths: MonthlyEarning[] = [
  { month: '2025-11', earnings: 850, bookings_count: 4 },
  { month: '2025-12', earnings: 420, bookings_count: 2 },
  { month: '2026-01', earnings: 0, bookings_count: 0 },
  { month: '2026-02', earnings: 1200, bookings_count: 5 },
  { month: '2026-03', earnings: 975.5, bookings_count: 4 },
  { month: '2026-04', earnings: 1640, bookings_count: 7 },
  { month: '2026-05', earnings: 730, bookings_count: 3 },
  { month: '2026-06', earnings: 515, bookings_count: 2 },
  { month: '2026-07', earnings: 1105, bookings_count: 5 },
  { month: '2026-08', earnings: 300, bookings_count: 1 },
  { month: '2026-09', earnings: 400, bookings_count: 2 },
  { month: '2026-10', earnings: 600, bookings_count: 3 },
];
