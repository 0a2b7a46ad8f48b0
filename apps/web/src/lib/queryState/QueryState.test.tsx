import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { ApiError } from '@vo/sdk';
import { mainTheme } from '@vo/ui';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { allQueries, QueryState } from './QueryState';

const resting = () =>
  new ApiError({ status: 500, code: 'x', message: 'The server is resting.', name: 'ValidationError' });

/** Answers each call with the next of `answers` (a list, or an error to throw), the last one again after. */
function answering(answers: readonly (readonly string[] | Error)[]) {
  const calls = { count: 0 };
  const fetchList = async (): Promise<readonly string[]> => {
    const answer = answers[Math.min(calls.count, answers.length - 1)];
    calls.count += 1;
    await Promise.resolve();
    if (answer === undefined || answer instanceof Error) throw answer ?? new Error('no answer');
    return answer;
  };
  return { calls, fetchList };
}

/** A gate the test opens: the call waits until then. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    opened,
    open: () => {
      open();
    },
  };
}

async function renderWithQueries(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <main className={mainTheme}>{ui}</main>
    </QueryClientProvider>,
  );
}

function Names({ fetchList }: { fetchList: () => Promise<readonly string[]> }) {
  const query = useQuery({ queryKey: ['names'], queryFn: fetchList });
  return (
    <QueryState
      query={query}
      loading={<p role="status">Loading the names</p>}
      failed={{ title: 'The names could not be loaded', headingLevel: 2 }}
      isEmpty={(names) => names.length === 0}
      empty={<p>No names yet</p>}
    >
      {(names) => (
        <ul aria-label="Names">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}

describe('QueryState', () => {
  it('shows the loading state, then the children with the data', async () => {
    const wait = gate();
    await renderWithQueries(
      <Names
        fetchList={async () => {
          await wait.opened;
          return ['Maria Lopez', 'Mateo Silva'];
        }}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading the names');
    wait.open();
    await expect
      .element(page.getByRole('list', { name: 'Names' }))
      .toHaveTextContent('Maria LopezMateo Silva');
    await expect.element(page.getByRole('status')).not.toBeInTheDocument();
  });

  it("shows the failure with the server's message, and Try again asks again", async () => {
    const { calls, fetchList } = answering([resting(), ['Maria Lopez']]);
    await renderWithQueries(<Names fetchList={fetchList} />);
    await expect
      .element(page.getByRole('heading', { level: 2, name: 'The names could not be loaded' }))
      .toBeVisible();
    await expect.element(page.getByText('The server is resting.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByRole('list', { name: 'Names' })).toHaveTextContent('Maria Lopez');
    expect(calls.count).toBe(2);
  });

  it('shows the empty state when the predicate says the data is empty', async () => {
    await renderWithQueries(<Names fetchList={answering([[]]).fetchList} />);
    await expect.element(page.getByText('No names yet')).toBeVisible();
    await expect.element(page.getByRole('list', { name: 'Names' })).not.toBeInTheDocument();
  });

  it('words the failure as asked: a quieter Try again, without the server message', async () => {
    function Quiet() {
      const query = useQuery({ queryKey: ['quiet'], queryFn: answering([resting()]).fetchList });
      return (
        <QueryState
          query={query}
          loading={null}
          failed={{
            title: 'The figures could not be loaded',
            headingLevel: 3,
            retryVariant: 'secondary',
            messageOf: () => undefined,
          }}
        >
          {(names) => <p>{names.join(', ')}</p>}
        </QueryState>
      );
    }
    await renderWithQueries(<Quiet />);
    await expect
      .element(page.getByRole('heading', { level: 3, name: 'The figures could not be loaded' }))
      .toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect.element(page.getByText('The server is resting.')).not.toBeInTheDocument();
  });
});

describe('allQueries', () => {
  function Both({
    first,
    second,
  }: {
    first: () => Promise<readonly string[]>;
    second: () => Promise<readonly string[]>;
  }) {
    const a = useQuery({ queryKey: ['first'], queryFn: first });
    const b = useQuery({ queryKey: ['second'], queryFn: second });
    return (
      <QueryState
        query={allQueries([a, b])}
        loading={<p role="status">Loading both</p>}
        failed={{ title: 'The lists could not be loaded', headingLevel: 2 }}
      >
        {([firstNames, secondNames]) => <p>{`${firstNames.join(', ')} | ${secondNames.join(', ')}`}</p>}
      </QueryState>
    );
  }

  it('loads while either loads, then gives the data of each in order', async () => {
    const wait = gate();
    await renderWithQueries(
      <Both
        first={answering([['Maria Lopez']]).fetchList}
        second={async () => {
          await wait.opened;
          return ['Mateo Silva'];
        }}
      />,
    );
    await expect.element(page.getByRole('status')).toHaveTextContent('Loading both');
    wait.open();
    await expect.element(page.getByText('Maria Lopez | Mateo Silva')).toBeVisible();
  });

  it('fails when one fails; Try again asks again only the one that failed', async () => {
    const first = answering([['Maria Lopez']]);
    const second = answering([resting(), ['Mateo Silva']]);
    await renderWithQueries(<Both first={first.fetchList} second={second.fetchList} />);
    await expect.element(page.getByRole('heading', { name: 'The lists could not be loaded' })).toBeVisible();
    await expect.element(page.getByText('The server is resting.')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Try again' }));
    await expect.element(page.getByText('Maria Lopez | Mateo Silva')).toBeVisible();
    expect(first.calls.count).toBe(1);
    expect(second.calls.count).toBe(2);
  });
});
