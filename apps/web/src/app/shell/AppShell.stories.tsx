import type { Meta, StoryObj } from '@storybook/react-vite';
import type { User } from '@vo/sdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  documentOf,
  drawerEntries,
  LOADED,
  openDrawerWithKeyboard,
  pendingInfoDots,
  pressWithKeyboard,
  withoutTerms,
  withPendingEvents,
} from '../../testing/screenStories';
import { homeApi } from '../../testing/home';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { AppShell } from './AppShell';

const client = withPendingEvents(users.client, 3);
/** A voice actor who is a client too, with more news than the badges count (99+). */
const voiceActor: User = {
  ...withPendingEvents(users.both, 150),
  provider_stats: { unread_bookings_invitations: 2, unread_projects_invitations: 10, bookings_accepted: 23 },
};
const admin = withPendingEvents(users.admin, 0);

/**
 * The page shell of spec section 2 as each viewer sees it: the top bar with the brand, the role
 * selector for users with both roles, the drawer's menu, the bottom navigation with its badges, and
 * the impersonation bar. Every item leads to its screen (spec section 2's drawer menus and bottom
 * navigation); the homes render under the shell from the document's generated answers.
 */
const meta = {
  title: 'Screens/App shell',
  component: AppShell,
  ...storyAppAnnotations,
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor who is not signed in, on Home: no bottom navigation; the drawer offers sign up and log in. */
export const Anonymous: Story = {
  parameters: { app: appAt('/', { api: homeApi }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Menu' }, LOADED);
    await canvas.findByRole('link', { name: 'Amara Okafor' }, LOADED);
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('group', { name: 'Active role' })).not.toBeInTheDocument();
    await openDrawerWithKeyboard(canvasElement);
    await expect(drawerEntries(canvasElement)).toEqual([
      'Sign up',
      'Log in',
      'Home',
      'Search',
      'Post a project',
      'Membership',
      'Help',
    ]);
    await userEvent.keyboard('{Escape}');
    const menu = canvas.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveFocus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  },
};

/**
 * A client on a page of the marketplace (the script timer): Home leads to the client home, Messages to
 * the conversations; the drawer (open) has the client's entries.
 */
export const Client: Story = {
  parameters: { app: appAt('/script-timer-calculator', { user: client }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bottom = await canvas.findByRole('navigation', { name: 'Main' }, LOADED);
    const nav = within(bottom);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard/home');
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messages');
    await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/dashboard/projects');
    await expect(canvas.queryByRole('group', { name: 'Active role' })).not.toBeInTheDocument();
    // The indicators beside the menu: this client has not said where they are or who they work for.
    await expect(await pendingInfoDots(canvasElement)).not.toHaveLength(0);
    await expect(canvas.getByText('Getting started')).toBeVisible();
    await openDrawerWithKeyboard(canvasElement);
    await expect(drawerEntries(canvasElement)).toEqual([
      'Home',
      'Search',
      'Favorites',
      'Projects',
      'Profile',
      'Notification preferences',
      'Join as a voice actor',
      'Your account',
      'Help',
      'Sign out',
    ]);
    const drawer = within(canvas.getByRole('navigation', { name: 'Menu' }));
    await expect(drawer.getByRole('link', { name: 'Favorites' })).toHaveAttribute('href', '/favorites/5530');
  },
};

/**
 * A voice actor who is a client too, acting as voice actor: the role selector, the Projects badge
 * (unread invitations), Messages, and the voice actor's drawer (open) with Membership and their
 * settings (no Join as a client: they are one).
 */
export const VoiceActor: Story = {
  parameters: { app: appAt('/script-timer-calculator', { user: voiceActor, activeRole: 'provider' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bottom = await canvas.findByRole('navigation', { name: 'Main' }, LOADED);
    const nav = within(bottom);
    const roles = within(canvas.getByRole('group', { name: 'Active role' }));
    await expect(roles.getByRole('radio', { name: 'As voice actor' })).toBeChecked();
    await expect(roles.getByRole('radio', { name: 'As client' })).not.toBeChecked();
    await expect(await pendingInfoDots(canvasElement)).not.toHaveLength(0);
    await expect(nav.getByRole('link', { name: 'Projects (12 new)' })).toHaveAttribute(
      'href',
      '/dashboard/invites',
    );
    await expect(nav.getByRole('link', { name: /^Messages/ })).toHaveAttribute('href', '/messages');
    await openDrawerWithKeyboard(canvasElement);
    await expect(drawerEntries(canvasElement)).toEqual([
      'Home',
      'Search',
      'Favorites',
      'Projects',
      'Profile',
      'Membership',
      'Notification preferences',
      'Payment preferences',
      'Booking settings',
      'Invitation settings',
      'Your account',
      'Help',
      'Sign out',
    ]);
  },
};

/** The role selector from the keyboard: the arrow key chooses As client and the client's home opens. */
export const VoiceActorSwitchesToClient: Story = {
  parameters: { app: appAt('/script-timer-calculator', { user: voiceActor, activeRole: 'provider' }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    const asVoiceActor = await canvas.findByRole('radio', { name: 'As voice actor' }, LOADED);
    asVoiceActor.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'As client' })).toBeChecked();
    await waitFor(() => expect(app.location()).toBe('/dashboard/home'));
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/dashboard/projects');
  },
};

/** An admin (a client too): the drawer (open) adds Experiments, the staff's screens and Restore account. */
export const Admin: Story = {
  parameters: { app: appAt('/script-timer-calculator', { user: admin }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('navigation', { name: 'Main' }, LOADED);
    await expect(canvas.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument();
    await openDrawerWithKeyboard(canvasElement);
    await expect(drawerEntries(canvasElement)).toEqual([
      'Home',
      'Search',
      'Favorites',
      'Projects',
      'Profile',
      'Notification preferences',
      'Join as a voice actor',
      'Your account',
      'Experiments',
      'Feature requests',
      'Approval queue',
      'Held messages',
      'Top searches',
      'Tags',
      'Restore account',
      'Help',
      'Sign out',
    ]);
  },
};

/** A client who has not accepted the new terms; an admin acting as them does not accept for them. */
const clientWithoutTerms = withoutTerms(client);

/**
 * An admin acting as a client: the impersonation bar names the client and offers RETURN AS ADMIN;
 * the navigation is the client's (their Favorites), and the terms pop-up waits for the client (the
 * admin does not accept).
 */
export const AdminActingAsClient: Story = {
  parameters: { app: appAt('/script-timer-calculator', { user: admin, actingAs: clientWithoutTerms }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = within(await canvas.findByRole('region', { name: 'Impersonation' }, LOADED));
    await expect(bar.getByText('Dana Client')).toBeVisible();
    await expect(bar.getByText(/Acting as/)).toBeVisible();
    await expect(bar.getByRole('button', { name: 'RETURN AS ADMIN' })).toBeEnabled();
    // The client's Favorites, under More (the bottom navigation's overflow).
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await userEvent.click(nav.getByRole('button', { name: 'More' }));
    const more = within(canvas.getByRole('menu', { name: 'More' }));
    await expect(more.getByRole('menuitem', { name: 'Favorites' })).toHaveAttribute(
      'href',
      '/favorites/5530',
    );
    await userEvent.keyboard('{Escape}');
    await expect(documentOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/**
 * RETURN AS ADMIN from the keyboard: the bar goes, and the admin's own shell is back (their badges,
 * Restore account in the drawer).
 */
export const ReturnAsAdmin: Story = {
  parameters: { app: appAt('/script-timer-calculator', { user: admin, actingAs: clientWithoutTerms }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressWithKeyboard(await canvas.findByRole('button', { name: 'RETURN AS ADMIN' }, LOADED));
    await waitFor(() =>
      expect(canvas.queryByRole('region', { name: 'Impersonation' })).not.toBeInTheDocument(),
    );
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Projects' })).toBeVisible();
    await openDrawerWithKeyboard(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Restore account' })).toBeVisible();
  },
};
