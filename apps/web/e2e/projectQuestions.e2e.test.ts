// The project's questions view against the real server: voice@demo.test asks a question on an
// active casting of client@demo.test; the question's mail reaches the client in the demo mailbox,
// with a link to the questions view; the client sees the question (its count on the Questions
// tab drops once seen) and answers in the thread; the voice actor finds the answer there.
import { describe, expect, it } from 'vitest';
import { apiSignIn, baseUrl, DEMO, signedIn, snackbar, useChromium, type Chromium } from './support';
import { approvedCasting } from './castings';

const chromium: Chromium = useChromium();

/** The Project's count of questions no owner has seen yet (the owner's view of the project). */
async function pendingQuestions(projectId: number): Promise<number> {
  const { client } = await apiSignIn(DEMO.client);
  const { data } = await client.unwrap(
    client.api.GET('/projects/{id}', { params: { path: { id: String(projectId) } } }),
  );
  return data.stats?.pending_questions ?? -1;
}

describe('the project’s questions', () => {
  it('a voice actor asks, the client is mailed and answers, the voice actor reads the answer', async () => {
    const name = `Budgeting app explainer ${String(Date.now())}`;
    const casting = await approvedCasting(
      name,
      'A three-minute explainer for our new budgeting app. Friendly, clear and unhurried.',
      400,
    );
    const questionsPath = `/projects/${casting.public_hash}/questions`;
    const question = 'Would you like the app’s name pronounced "bud-JET" or "BUD-jit"?';
    const reply = 'BUD-jit, like the word budget. Thanks for asking!';

    // The voice actor asks from the questions view.
    const voice = await chromium.newPage();
    await signedIn(voice, DEMO.voice, questionsPath);
    await voice.getByRole('heading', { level: 1, name, exact: true }).waitFor();
    await voice.getByRole('heading', { name: 'No questions yet' }).waitFor();
    await voice.getByRole('textbox', { name: 'Ask the client a question' }).fill(question);
    await voice.getByRole('button', { name: 'Send question' }).click();
    await snackbar(voice, 'Question sent to the client').waitFor();
    await voice.getByRole('listitem', { name: 'Question from you' }).getByText(question).waitFor();
    expect(await pendingQuestions(casting.id)).toBe(1);

    // The client's mail, sent through the job queue, links to the questions view.
    const mailbox = await chromium.newPage();
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox');
          return mailbox
            .getByRole('row')
            .filter({ hasText: 'client@demo.test' })
            .getByRole('link', { name: `New question on "${name}"`, exact: true })
            .count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    await mailbox
      .getByRole('row')
      .filter({ hasText: 'client@demo.test' })
      .getByRole('link', { name: `New question on "${name}"`, exact: true })
      .click();
    await mailbox.getByRole('link', { name: `${baseUrl()}${questionsPath}`, exact: true }).waitFor();

    // The client sees the question, which is marked seen, and answers it.
    const client = await chromium.newPage();
    await signedIn(client, DEMO.client, questionsPath);
    const thread = client.getByRole('listitem', { name: /^Question from / });
    await thread.getByText(question).waitFor();
    await expect.poll(() => pendingQuestions(casting.id), { timeout: 15_000 }).toBe(0);
    await client.getByRole('link', { name: 'Questions', exact: true }).waitFor();
    await thread.getByRole('textbox', { name: 'Your answer' }).fill(reply);
    await thread.getByRole('button', { name: 'Send answer' }).click();
    await snackbar(client, 'Answer sent').waitFor();
    await thread.getByText('You answered on', { exact: false }).waitFor();

    // The voice actor finds the answer in the thread (and is mailed about it).
    await voice.reload();
    const own = voice.getByRole('listitem', { name: 'Question from you' });
    await own.getByText(reply).waitFor();
    await own.getByText(/^The client answered on/).waitFor();
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox');
          return mailbox
            .getByRole('row')
            .filter({ hasText: 'voice@demo.test' })
            .getByRole('link', { name: `New answer on "${name}"`, exact: true })
            .count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
  });
});
