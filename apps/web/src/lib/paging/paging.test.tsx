import { mainTheme } from '@vo/ui';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ListPager } from './ListPager';
import { pageFrom, pagingOf, usePageParam } from './paging';

const pagingHeaders = (totalPages: number, totalRows: number, pageSize = 10, currentPage = 1) =>
  new Headers({
    'current-page': String(currentPage),
    'total-pages': String(totalPages),
    'total-rows': String(totalRows),
    'page-size': String(pageSize),
  });

describe('pageFrom', () => {
  it.each([
    ['?page=3', 3],
    ['?page=99999', 99999],
    ['', 1],
    ['?page=0', 1],
    ['?page=-2', 1],
    ['?page=2.5', 1],
    ['?page=02', 1],
    ['?page=100000', 1],
    ['?page=two', 1],
  ])('%s is page %i', (search, expected) => {
    expect(pageFrom(new URLSearchParams(search))).toBe(expected);
  });
});

describe('pagingOf', () => {
  it('reads the pages, rows and page size from the paging headers', () => {
    expect(pagingOf(pagingHeaders(3, 25), 10)).toEqual({ totalPages: 3, totalRows: 25, pageSize: 10 });
  });

  it('without the headers, the one page shown', () => {
    expect(pagingOf(new Headers(), 4)).toEqual({ totalPages: 1, totalRows: 4, pageSize: undefined });
  });
});

function Where() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

/** A list of 47 rows, 10 a page, whose page is in the address. */
function PagedList() {
  const { page: current, goToPage } = usePageParam();
  return (
    <>
      <p>{`Page ${String(current)}`}</p>
      <ListPager
        aria-label="Pages of rows"
        paging={pagingOf(pagingHeaders(5, 47, 10, current), 10)}
        page={current}
        onPage={goToPage}
      />
      <Where />
    </>
  );
}

async function renderAt(address: string, element: ReactNode) {
  const router = createMemoryRouter([{ path: '/rows', element }], { initialEntries: [address] });
  return render(
    <main className={mainTheme}>
      <RouterProvider router={router} />
    </main>,
  );
}

describe('usePageParam and ListPager', () => {
  it('reads the page from the address and goes to another, keeping the other parameters', async () => {
    await renderAt('/rows?cro=b&page=2', <PagedList />);
    await expect.element(page.getByText('Page 2')).toBeVisible();
    await expect.element(page.getByText('Showing 11–20 of 47')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Page 4' }));
    await expect.element(page.getByText('Page 4')).toBeVisible();
    await expect
      .element(page.getByRole('status', { name: 'Address' }))
      .toHaveTextContent('/rows?cro=b&page=4');
    await userEvent.click(page.getByRole('button', { name: 'Page 1' }));
    // The first page has no page parameter.
    await expect.element(page.getByRole('status', { name: 'Address' })).toHaveTextContent(/^\/rows\?cro=b$/);
    await expect.element(page.getByText('Showing 1–10 of 47')).toBeVisible();
  });

  it('shows no pager when every row fits on one page, and no summary when asked not to', async () => {
    await renderAt(
      '/rows',
      <>
        <ListPager
          aria-label="One page"
          paging={pagingOf(pagingHeaders(1, 7), 7)}
          page={1}
          onPage={() => undefined}
        />
        <ListPager
          aria-label="Pages without a summary"
          paging={pagingOf(pagingHeaders(3, 25), 10)}
          page={1}
          summary={false}
          onPage={() => undefined}
        />
      </>,
    );
    await expect.element(page.getByRole('navigation', { name: 'Pages without a summary' })).toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'One page' })).not.toBeInTheDocument();
    await expect.element(page.getByText(/^Showing/)).not.toBeInTheDocument();
  });
});
