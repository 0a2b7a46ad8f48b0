import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { DemoList, demoPageSizes } from './DemoList';
import { exampleAllSamples, exampleDemos } from './fixtures';

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;

/** The demos' names as shown, in order. */
const demoNames = () =>
  page
    .getByRole('heading', { level: 3 })
    .elements()
    .map((heading) => heading.textContent);
const announced = () => page.getByRole('status').filter({ hasText: /position/ });

describe('DemoList', () => {
  it('has the spec’s page sizes: 6 public, 4 provider', () => {
    expect(demoPageSizes).toEqual({ public: 6, provider: 4 });
  });

  it('shows six demos a page to visitors, read-only, with pages for the rest', async () => {
    await render(themed(<DemoList demos={exampleDemos} />));
    await expect.element(page.getByRole('region', { name: 'Demos' })).toBeVisible();
    expect(demoNames()).toEqual([
      'E-learning',
      'Commercials',
      'Characters',
      'Audiobooks',
      'Documentary',
      'Corporate',
    ]);
    await expect.element(page.getByRole('button', { name: /Reorder/ }).first()).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: /Delete/ }).first()).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(demoNames()).toEqual(['Radio imaging']);
  });

  it('shows four demos a page to the voice actor, each movable', async () => {
    const onPageChange = vi.fn();
    await render(themed(<DemoList demos={exampleDemos} view="provider" onPageChange={onPageChange} />));
    expect(demoNames()).toEqual(['E-learning', 'Commercials', 'Characters', 'Audiobooks']);
    await expect.element(page.getByRole('button', { name: 'Reorder Commercials' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith({ page: 2 });
    expect(demoNames()).toEqual(['Documentary', 'Corporate', 'Radio imaging']);
  });

  it('moves a demo from the keyboard and reports 0-based positions in the whole list', async () => {
    const onReorderDemos = vi.fn();
    await render(
      themed(
        <DemoList demos={exampleDemos} view="provider" defaultPage={2} onReorderDemos={onReorderDemos} />,
      ),
    );
    const handle = page.getByRole('button', { name: 'Reorder Radio imaging' });
    handle.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(announced()).toHaveTextContent('Radio imaging picked up, position 7 of 7.');
    await userEvent.keyboard('{Home}');
    await expect.element(announced()).toHaveTextContent('Radio imaging moved to position 5 of 7.');
    await userEvent.keyboard(' ');
    expect(onReorderDemos).toHaveBeenCalledWith({
      demoId: 3111,
      from: 6,
      to: 4,
      demoIds: [3105, 3106, 3107, 3108, 3111, 3109, 3110],
    });
    expect(demoNames()).toEqual(['Radio imaging', 'Documentary', 'Corporate']);
    await expect.element(handle).toHaveFocus();
  });

  it('moves a demo by dragging its handle', async () => {
    const onReorderDemos = vi.fn();
    await render(themed(<DemoList demos={exampleDemos} view="provider" onReorderDemos={onReorderDemos} />));
    const first = page.getByRole('region', { name: 'E-learning' });
    await userEvent.dragAndDrop(page.getByRole('button', { name: 'Reorder Characters' }), first, {
      targetPosition: { x: 8, y: 2 },
    });
    await expect.poll(() => onReorderDemos.mock.calls.length).toBe(1);
    expect(onReorderDemos).toHaveBeenCalledWith(expect.objectContaining({ demoId: 3107, from: 2, to: 0 }));
    expect(demoNames().slice(0, 3)).toEqual(['Characters', 'E-learning', 'Commercials']);
  });

  it('lists the samples of a deleted playlist as unassigned', async () => {
    const onDeleteDemo = vi.fn();
    await render(
      themed(
        <DemoList
          demos={exampleDemos}
          samples={exampleAllSamples}
          view="provider"
          onDeleteDemo={onDeleteDemo}
        />,
      ),
    );
    const unassigned = page.getByRole('region', { name: 'Unassigned samples' });
    await expect.element(unassigned.getByRole('group', { name: 'Podcast intro' })).toBeVisible();
    await expect
      .element(unassigned.getByRole('group', { name: 'Crunchy cereal spot' }))
      .not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Delete playlist Commercials' }));
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Delete playlist' }));
    expect(onDeleteDemo).toHaveBeenCalledWith({ demoId: 3106 });
    await expect.element(page.getByRole('region', { name: 'Commercials' })).not.toBeInTheDocument();
    await expect.element(unassigned.getByRole('group', { name: 'Crunchy cereal spot' })).toBeVisible();
    await expect.element(unassigned.getByRole('group', { name: 'Electric car launch' })).toBeVisible();
    // The next demo moves up into the page of four.
    expect(demoNames()).toContain('Documentary');
  });

  it('calls the samples in no demo "More samples" for visitors, and says when there are no demos', async () => {
    const { rerender } = await render(themed(<DemoList demos={exampleDemos} samples={exampleAllSamples} />));
    await expect
      .element(
        page.getByRole('region', { name: 'More samples' }).getByRole('group', { name: 'Podcast intro' }),
      )
      .toBeVisible();
    await rerender(themed(<DemoList demos={[]} />));
    await expect.element(page.getByRole('region', { name: 'Demos' })).toHaveTextContent('No demos yet.');
    await expect.element(page.getByRole('navigation')).not.toBeInTheDocument();
  });
});
