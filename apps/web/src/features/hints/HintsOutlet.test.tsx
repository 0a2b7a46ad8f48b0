import type { User } from '@vo/sdk';
import type { SessionEvent } from '@vo/machines';
import { mainTheme } from '@vo/ui';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ClockProvider, fixedClock, type Clock } from './clock';
import { asClient, asProvider, client, springPromo, voiceActor, withUser } from '../../testing/hintFixtures';
import { HintsOutlet } from './HintsOutlet';

afterEach(() => {
  vi.useRealTimers();
});

const inTheme = (clock: Clock, children: ReactNode) => (
  <ClockProvider clock={clock}>
    <div className={mainTheme}>{children}</div>
  </ClockProvider>
);

const nextFrame = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => {
      resolve();
    });
  });

const DEC_2022 = fixedClock('2022-12-01T12:00:00Z');

function recorder() {
  const events: SessionEvent[] = [];
  return { events, send: (event: SessionEvent) => events.push(event) };
}

describe('HintsOutlet banners', () => {
  it('shows a banner as a named region; its dismiss button sends the UI preference and hides it at once', async () => {
    const { events, send } = recorder();
    await render(inTheme(DEC_2022, <HintsOutlet viewer={asClient()} pageId="clientHome" send={send} />));
    const banner = page.getByRole('region', { name: 'Team retreat' });
    await expect.element(banner).toBeVisible();
    await expect.element(banner).toHaveTextContent('Support is limited from December 24 to January 1');
    await userEvent.click(page.getByRole('button', { name: 'Dismiss Team retreat' }));
    expect(events).toEqual([
      { type: 'session.savePreferences', uiPreferences: { retreat_banner_dismissed: true } },
    ]);
    await expect.element(banner).not.toBeInTheDocument();
  });

  it('sends the same event and hides the banner while an admin acts as the user', async () => {
    const { events, send } = recorder();
    await render(
      inTheme(
        DEC_2022,
        <HintsOutlet viewer={asClient(client, { impersonating: true })} pageId="search" send={send} />,
      ),
    );
    await userEvent.click(page.getByRole('button', { name: 'Dismiss Team retreat' }));
    expect(events).toEqual([
      { type: 'session.savePreferences', uiPreferences: { retreat_banner_dismissed: true } },
    ]);
    await expect.element(page.getByRole('region', { name: 'Team retreat' })).not.toBeInTheDocument();
  });

  it('follows the injected clock: the retreat banner is gone on 2023-01-01', async () => {
    let now = '2022-12-31T23:59:00Z';
    const clock: Clock = () => new Date(now);
    const outlet = () =>
      inTheme(clock, <HintsOutlet viewer={asClient()} pageId="search" send={() => undefined} />);
    const screen = await render(outlet());
    await expect.element(page.getByRole('region', { name: 'Team retreat' })).toBeVisible();
    now = '2023-01-01T00:00:00Z';
    await screen.rerender(outlet());
    await expect.element(page.getByRole('region', { name: 'Team retreat' })).not.toBeInTheDocument();
  });

  it('keeps what was closed hidden for that user only', async () => {
    const outlet = (user: User) =>
      inTheme(DEC_2022, <HintsOutlet viewer={asClient(user)} pageId="search" send={() => undefined} />);
    const screen = await render(outlet(client));
    await userEvent.click(page.getByRole('button', { name: 'Dismiss Team retreat' }));
    await screen.rerender(outlet(withUser(client, { ui_preferences: { retreat_banner_dismissed: true } })));
    await expect.element(page.getByRole('region', { name: 'Team retreat' })).not.toBeInTheDocument();
    await screen.rerender(outlet(withUser(client, { id: 7001 })));
    await expect.element(page.getByRole('region', { name: 'Team retreat' })).toBeVisible();
  });

  it('shows the winter sale with its call to action and a countdown to the end of 25 Feb 2023', async () => {
    await render(
      inTheme(
        fixedClock('2023-02-20T12:00:00Z'),
        <HintsOutlet viewer={asProvider()} pageId="dashboard.bookings" send={() => undefined} />,
      ),
    );
    const sale = page.getByRole('region', { name: 'Winter sale' });
    await expect.element(sale).toHaveTextContent('Up to 25% off selected plans.');
    await expect.element(sale.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/plans');
    expect(sale.element().querySelector('time')?.getAttribute('datetime')).toBe('2023-02-25T23:59:59.000Z');
  });

  it('shows the payment-update banner without a dismiss button', async () => {
    const viewer = asProvider(voiceActor, { paymentSettings: { method: 'wire', pending: true } });
    await render(inTheme(DEC_2022, <HintsOutlet viewer={viewer} pageId={null} send={() => undefined} />));
    const banner = page.getByRole('region', { name: 'Payment update' });
    await expect.element(banner.getByRole('link', { name: 'Payment preferences' })).toBeVisible();
    expect(banner.getByRole('button').elements()).toHaveLength(0);
  });

  it('shows the promo banner on the plans page; dismissing adds its code to those already dismissed', async () => {
    const { events, send } = recorder();
    const user = withUser(voiceActor, { ui_preferences: { promo_banners_dismissed: ['WINTER22'] } });
    await render(
      inTheme(
        fixedClock('2026-11-02T12:00:00Z'),
        <HintsOutlet viewer={asProvider(user)} pageId="plans" promos={[springPromo]} send={send} />,
      ),
    );
    const promo = page.getByRole('region', { name: 'Promotion' });
    await expect.element(promo).toHaveTextContent('Spring sale - up to 25% off selected plans');
    await expect.element(promo).toHaveTextContent('Choose Premium below and save 25%.');
    await userEvent.click(page.getByRole('button', { name: 'Dismiss promotion' }));
    expect(events).toEqual([
      {
        type: 'session.savePreferences',
        uiPreferences: { promo_banners_dismissed: ['WINTER22', 'SPRING25'] },
      },
    ]);
    await expect.element(promo).not.toBeInTheDocument();
  });

  it('renders nothing for an anonymous visitor on the search page', async () => {
    await render(
      inTheme(
        DEC_2022,
        <HintsOutlet
          viewer={{ user: null, activeRole: null, impersonating: false }}
          pageId="search"
          send={() => undefined}
        />,
      ),
    );
    expect(page.getByRole('region').elements()).toHaveLength(0);
  });
});

describe('HintsOutlet tips', () => {
  it('closing a tip sets its discovery flag at the clock’s time; the next tip follows', async () => {
    const { events, send } = recorder();
    await render(inTheme(DEC_2022, <HintsOutlet viewer={asProvider()} pageId="project.specs" send={send} />));
    await expect.element(page.getByRole('region', { name: 'Reviews' })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Not a good fit?' })).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Close tip' }));
    expect(events).toEqual([{ type: 'session.closeHint', flag: 'reviews', at: '2022-12-01T12:00:00.000Z' }]);
    await expect.element(page.getByRole('region', { name: 'Reviews' })).not.toBeInTheDocument();
    await expect.element(page.getByRole('region', { name: 'Not a good fit?' })).toBeVisible();
  });

  it('shows the messaging-booking tip only after 1.2 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await render(
      inTheme(DEC_2022, <HintsOutlet viewer={asClient()} pageId="messages" send={() => undefined} />),
    );
    const tip = page.getByRole('region', { name: 'Book from the conversation' });
    await vi.advanceTimersByTimeAsync(1100);
    // Let React commit whatever the timers set off before looking (a frame is not a faked timer).
    await nextFrame();
    expect(tip.elements()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    await expect.element(tip).toBeVisible();
  });
});

describe('HintsOutlet tours', () => {
  const fresh = withUser(client, { discovery_flags: {} });

  it('runs the navbar tour: Next sets the step’s flag, Skip sets the finished flag and ends it', async () => {
    const { events, send } = recorder();
    await render(inTheme(DEC_2022, <HintsOutlet viewer={asClient(fresh)} pageId="clientHome" send={send} />));
    await expect.element(page.getByRole('dialog', { name: 'Home' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    await expect.element(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Skip' }));
    expect(events).toEqual([
      { type: 'session.closeHint', flag: 'navbar_tour_home', at: '2022-12-01T12:00:00.000Z' },
      { type: 'session.closeHint', flag: 'navbar_tour_finished', at: '2022-12-01T12:00:00.000Z' },
    ]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('resumes at the first unseen step and, on Finish, sets the last step’s flag', async () => {
    const { events, send } = recorder();
    const seen = '2022-11-01T00:00:00Z';
    const almost = withUser(client, {
      discovery_flags: {
        navbar_tour_home: seen,
        navbar_tour_search: seen,
        navbar_tour_messages: seen,
        navbar_tour_projects: seen,
        navbar_tour_profile: seen,
        navbar_tour_favorites: seen,
      },
    });
    await render(
      inTheme(DEC_2022, <HintsOutlet viewer={asClient(almost)} pageId="clientHome" send={send} />),
    );
    await expect.element(page.getByRole('dialog', { name: 'More' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Finish' }));
    expect(events).toEqual([
      { type: 'session.closeHint', flag: 'navbar_tour_more', at: '2022-12-01T12:00:00.000Z' },
    ]);
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });
});
