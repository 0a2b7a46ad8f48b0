// The staff's approval queue against the real server: admin@demo.test finds the demo client's
// pending project in the queue (oldest first, paged), approves it, and disapproves another with a
// reason; the client's project is then active, and the other project is disapproved with the reason
// in its admin fields. Both leave the queue. On a phone, the review dialog of a project whose name
// has long unbroken words stays on the screen, with the spec's words for its fields and its script.
import type { Project } from '@vo/sdk';
import { beforeAll, describe, expect, it } from 'vitest';
import { finishNavbarTour } from './api';
import { apiSignIn, baseUrl, DEMO, signedIn, snackbar, useChromium } from './support';
import { pendingCasting } from './castings';

const chromium = useChromium();
const PAGE_SIZE = 10;

beforeAll(async () => {
  await finishNavbarTour(baseUrl(), DEMO.admin);
});

/** Every project awaiting approval, in the queue's order, as the admin's API answers it. */
async function wholeQueue(admin: Awaited<ReturnType<typeof apiSignIn>>): Promise<Project[]> {
  const { data } = await admin.client.unwrap(
    admin.client.api.GET('/projects/pending_approval', { params: { query: { size: 100 } } }),
  );
  return data;
}

/** The queue's address showing the project at `index` (0-based). */
const pageOf = (index: number) => {
  const page = Math.floor(index / PAGE_SIZE) + 1;
  return page === 1 ? '/admin/projects' : `/admin/projects?page=${String(page)}`;
};

describe('the approval queue', () => {
  it('an admin approves the client’s pending project and disapproves another with a reason', async () => {
    const admin = await apiSignIn(DEMO.admin);
    const client = await apiSignIn(DEMO.client);
    const queue = await wholeQueue(admin);
    const ownIndex = queue.findIndex((project) => (project.user_id ?? []).includes(client.user.id));
    const otherIndex = queue.findIndex((project, index) => index !== ownIndex);
    const own = queue[ownIndex];
    const other = queue[otherIndex];
    if (own === undefined || other === undefined)
      throw new Error('The seed has the demo client’s pending project and another one.');

    const page = await chromium.newPage();
    await signedIn(page, DEMO.admin, pageOf(ownIndex));
    await page.getByRole('heading', { level: 1, name: 'Projects awaiting approval' }).waitFor();
    await page.getByRole('button', { name: `Review ${own.name}`, exact: true }).click();
    const review = page.getByRole('dialog', { name: `Review ${own.name}` });
    await review.getByRole('heading', { name: 'Admin fields' }).waitFor();
    await review.getByRole('button', { name: 'Approve', exact: true }).click();
    await snackbar(page, `${own.name} was approved.`).waitFor();
    await page
      .getByRole('button', { name: `Review ${own.name}`, exact: true })
      .waitFor({ state: 'detached' });

    const reason = 'The brief asks for a celebrity sound-alike; please describe the voice instead.';
    const nowOtherIndex = (await wholeQueue(admin)).findIndex((project) => project.id === other.id);
    await page.goto(pageOf(nowOtherIndex));
    await page.getByRole('button', { name: `Review ${other.name}`, exact: true }).click();
    const second = page.getByRole('dialog', { name: `Review ${other.name}` });
    await second.getByRole('textbox', { name: /Reason for disapproving/ }).fill(reason);
    await second.getByRole('button', { name: 'Disapprove', exact: true }).click();
    await snackbar(page, `${other.name} was disapproved.`).waitFor();

    const { data: clientView } = await client.client.unwrap(
      client.client.api.GET('/projects/{id}', { params: { path: { id: String(own.id) } } }),
    );
    expect(clientView.status).toBe('active');
    const { data: adminView } = await admin.client.unwrap(
      admin.client.api.GET('/projects/{id}', { params: { path: { id: String(other.id) } } }),
    );
    expect(adminView.status).toBe('disapproved');
    expect(adminView.admin).toMatchObject({
      disapproval_reason: reason,
      disapproved_by: { id: admin.user.id },
    });
    const left = (await wholeQueue(admin)).map((project) => project.id);
    expect(left).not.toContain(own.id);
    expect(left).not.toContain(other.id);
  });

  it('on a phone, the review shows the script and the spec’s words, and a long name wraps', async () => {
    const name = `Kundendienst-Telefonansagenaufnahmeprojektbeschreibung${String(Date.now())}`;
    const script = 'Willkommen beim Kundendienst. Bitte halten Sie Ihre Kundennummer bereit.';
    const posted = await pendingCasting({
      name,
      secure_payment_enabled: true,
      service_properties: { script, proposals_wanted: 10 },
    });
    const admin = await apiSignIn(DEMO.admin);
    const index = (await wholeQueue(admin)).findIndex((project) => project.id === posted.id);

    const page = await chromium.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signedIn(page, DEMO.admin, pageOf(index));
    await page.getByRole('button', { name: `Review ${name}`, exact: true }).click();
    const review = page.getByRole('dialog', { name: `Review ${name}` });
    await review.getByRole('heading', { name: 'Admin fields' }).waitFor();

    await review.getByText(script, { exact: true }).waitFor();
    await review.getByText('Pending payment by client', { exact: true }).waitFor();
    expect(await review.getByText('pending_payment').count()).toBe(0);

    // Everything of the dialog within the phone's width: no sideways scroll, the title wrapped.
    const overflow = await review.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const part of [
      review.getByRole('heading', { name: `Review ${name}` }),
      review.getByRole('button', { name: 'Close' }),
      review.getByRole('button', { name: 'Disapprove', exact: true }),
    ]) {
      await part.scrollIntoViewIfNeeded();
      const box = await part.boundingBox();
      expect(box === null ? Infinity : box.x + box.width).toBeLessThanOrEqual(390);
    }

    await review
      .getByRole('textbox', { name: /Reason for disapproving/ })
      .fill('Please describe the voice you want in the brief.');
    await review.getByRole('button', { name: 'Disapprove', exact: true }).click();
    await snackbar(page, `${name} was disapproved.`).waitFor();
  });
});
