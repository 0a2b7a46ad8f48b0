import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { Pagination, paginationRange, paginationSummary } from './Pagination';

describe('paginationRange', () => {
  it('lists every page when they fit', () => {
    expect(paginationRange(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationRange(1, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it('puts ellipses around the current page in a long range', () => {
    expect(paginationRange(1, 10)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 10]);
    expect(paginationRange(5, 10)).toEqual([1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]);
    expect(paginationRange(10, 10)).toEqual([1, 'ellipsis', 6, 7, 8, 9, 10]);
  });
  it('is empty without pages', () => {
    expect(paginationRange(1, 0)).toEqual([]);
  });
});

describe('paginationSummary', () => {
  it('says which rows are shown', () => {
    expect(paginationSummary(2, 10, 47)).toBe('Showing 11–20 of 47');
    expect(paginationSummary(5, 10, 47)).toBe('Showing 41–47 of 47');
    expect(paginationSummary(1, 10, 0)).toBe('Showing 0 of 0');
  });
});

describe('Pagination', () => {
  it('is a navigation landmark with the current page marked', async () => {
    await render(
      <div className={mainTheme}>
        <Pagination currentPage={2} totalPages={5} totalRows={47} pageSize={10} />
      </div>,
    );
    await expect.element(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Page 2' }))
      .toHaveAttribute('aria-current', 'page');
    await expect.element(page.getByText('Showing 11–20 of 47')).toBeVisible();
  });

  it('disables Previous on the first page and Next on the last', async () => {
    const { rerender } = await render(
      <div className={mainTheme}>
        <Pagination currentPage={1} totalPages={3} />
      </div>,
    );
    await expect.element(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await rerender(
      <div className={mainTheme}>
        <Pagination currentPage={3} totalPages={3} />
      </div>,
    );
    await expect.element(page.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('asks for the chosen, previous and next page', async () => {
    const onPageChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <Pagination currentPage={5} totalPages={10} onPageChange={onPageChange} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Page 10' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 10 });
    await userEvent.click(page.getByRole('button', { name: 'Previous' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 4 });
    await userEvent.click(page.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenLastCalledWith({ page: 6 });
    await userEvent.click(page.getByRole('button', { name: 'Page 5' }));
    expect(onPageChange).toHaveBeenCalledTimes(3);
  });

  it('hides pages far from the current one behind ellipses', async () => {
    await render(
      <div className={mainTheme}>
        <Pagination currentPage={5} totalPages={10} />
      </div>,
    );
    await expect.element(page.getByRole('button', { name: 'Page 4' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Page 2', exact: true })).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Page 8' })).not.toBeInTheDocument();
  });
});
