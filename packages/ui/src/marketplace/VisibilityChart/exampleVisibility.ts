import type { VisibilityPoint } from './VisibilityChart';

// Twelve months of profile views, for stories and tests. Not exported.
export const profileViews: VisibilityPoint[] = [
  { month: '2025-11', value: 64 },
  { month: '2025-12', value: 48 },
  { month: '2026-01', value: 71 },
  { month: '2026-02', value: 90 },
  { month: '2026-03', value: 112 },
  { month: '2026-04', value: 134 },
  { month: '2026-05', value: 98 },
  { month: '2026-06', value: 87 },
  { month: '2026-07', value: 120 },
  { month: '2026-08', value: 142 },
  { month: '2026-09', value: 128 },
  { month: '2026-10', value: 146 },
];
