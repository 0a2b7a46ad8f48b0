import type { EmailSettings } from '@vo/sdk';
import { getGetUserEmailSettingsQueryOptions } from '@vo/sdk/hooks';

/** Queries and mutations whose errors the page shows itself, beside the switches (app/queryClient.ts). */
export const LOCAL_ERRORS = { errors: 'local' } as const;

/** The user's e-mail settings (getUserEmailSettings). */
export const emailSettingsQuery = (userId: number) => getGetUserEmailSettingsQueryOptions(userId);

export type EmailSetting = keyof EmailSettings;

/** A switch of the page: the setting, its label, what it covers, and who sees it. */
export interface SettingRow {
  readonly setting: EmailSetting;
  readonly label: string;
  readonly description: string;
  /** Only for voice actors (the invitations to castings). */
  readonly voiceActorsOnly?: boolean;
}

/** The settings about the user's own work: each mail follows something that happened to them. */
export const WORK_SETTINGS: readonly SettingRow[] = [
  { setting: 'messages', label: 'Messages', description: 'A new message in one of your conversations.' },
  {
    setting: 'invitations',
    label: 'Casting invitations',
    description:
      'A client or the marketplace invites you to audition. The invitation waits in your inbox either way.',
    voiceActorsOnly: true,
  },
  {
    setting: 'bookings',
    label: 'Bookings',
    description: 'Booking requests, acceptances, recordings delivered and payments.',
  },
  {
    setting: 'project_updates',
    label: 'Project updates',
    description: 'New proposals and questions, answers to yours, and a project approved or not.',
  },
  {
    setting: 'reviews',
    label: 'Reviews',
    description: 'A new review of your work, or a request to write one.',
  },
];

/** The marketplace's own news. */
export const NEWS_SETTINGS: readonly SettingRow[] = [
  { setting: 'newsletter', label: 'Newsletter', description: 'News of the marketplace, now and then.' },
  { setting: 'promotions', label: 'Offers', description: 'Membership sales and promotions.' },
];
