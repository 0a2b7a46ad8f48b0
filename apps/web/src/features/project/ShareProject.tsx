import type { Project } from '@vo/sdk/hooks';
import { Button } from '@vo/ui';
import { lazy, Suspense, useState } from 'react';

// The dialog's code (and the ownership link's request) comes on the first ask.
const ShareDialog = lazy(async () => ({ default: (await import('./ShareDialog')).ShareDialog }));

/**
 * The owners' Share action on a casting (and an admin's): a dialog with its read-only link (/pv),
 * its clean link (/c) and a shared ownership link (/sc), each explained and copied with a button.
 */
export function ShareProject({ project }: { project: Project }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Share
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ShareDialog
            project={project}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
