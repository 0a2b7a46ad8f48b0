import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSnackbar } from '@vo/ui';
import { useAppServices } from '../../lib/AppContext';
import { errorOutcome, errorRoutePath } from '../../lib/errors/errorPolicy';

/**
 * Section 8's global handling of failed calls (from the query cache, mutations and the error testing
 * page) and the messages other code leaves for the shell. Returns true while the 503 page must show.
 */
export function useGlobalErrors(): boolean {
  const { notices } = useAppServices();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const [maintenance, setMaintenance] = useState(false);
  const latest = useRef({ navigate, snackbar });
  latest.current = { navigate, snackbar };

  useEffect(
    () =>
      notices.subscribe((notice) => {
        const { navigate: go, snackbar: bar } = latest.current;
        if (notice.type === 'message') {
          bar.show({ message: notice.message });
          return;
        }
        const outcome = errorOutcome(notice.error);
        switch (outcome.kind) {
          case 'maintenance':
            setMaintenance(true);
            break;
          case 'snackbar':
            bar.show({ message: outcome.message });
            break;
          case 'page':
            void go(errorRoutePath(outcome.status, outcome.message));
            break;
          case 'none':
            break;
        }
      }),
    [notices],
  );
  return maintenance;
}
