import { lazy } from 'react';

/**
 * The invite dialog (InviteDialog.tsx), loaded on its first use: the profile's and the search
 * results' "Invite to a casting" open it, and neither page pays for it before.
 */
export const LazyInviteDialog = lazy(async () => ({
  default: (await import('./InviteDialog')).InviteDialog,
}));
