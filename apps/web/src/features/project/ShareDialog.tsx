import { useMutation } from '@tanstack/react-query';
import type { Project } from '@vo/sdk/hooks';
import { createShareControlLink, logShareEvent } from '@vo/sdk/hooks';
import { Button, Dialog, Inline, Skeleton, Stack, Text, TextField } from '@vo/ui';
import { useEffect, useState } from 'react';
import { LOCAL_ERRORS, messageOf } from './projectErrors';

/** The three links of a casting, each with what it gives whoever opens it. */
type LinkKind = 'readOnly' | 'clean' | 'ownership';

const LINKS: Record<LinkKind, { label: string; explanation: string }> = {
  readOnly: {
    label: 'Read-only link',
    explanation:
      'Anyone with this link listens to the auditions and sees who sent them and where each stands, without signing in. They cannot like, comment, trash or choose; signed-in visitors also see the quotes.',
  },
  clean: {
    label: 'Clean link',
    explanation:
      'The auditions alone, for passing on to your own client: no marketplace name or menus, no prices, no links to the voice actors’ profiles.',
  },
  ownership: {
    label: 'Ownership link',
    explanation:
      'Whoever opens this link signed in becomes another owner of this casting: they review, like, comment and choose the winner as you do, and stay an owner. Share it only with people you trust. It works for 30 days.',
  },
};

/** What happened to the last copy, said beside its button. */
type Copied = { kind: LinkKind; ok: boolean } | null;

/**
 * The Share dialog of a casting's page: the read-only (/pv) and clean (/c) links of its public hash,
 * and a shared ownership link (/sc) the server makes when the dialog opens (createShareControlLink).
 * Each is shown in full, to select, and copied with its button; a copy is recorded as a share of the
 * project (logShareEvent, for the marketplace's statistics).
 */
export function ShareDialog({ project, onClose }: { project: Project; onClose: () => void }) {
  const [copied, setCopied] = useState<Copied>(null);
  const ownership = useMutation({
    mutationFn: async () => (await createShareControlLink({ project_ids: [project.public_hash] })).data,
    meta: LOCAL_ERRORS,
  });
  const { mutate: makeOwnershipLink } = ownership;
  useEffect(() => {
    makeOwnershipLink();
  }, [makeOwnershipLink]);

  // Rendered only in the browser, after a click: the address is this page's origin.
  const origin = window.location.origin;
  const urls: Record<LinkKind, string | null> = {
    readOnly: `${origin}/pv/${project.public_hash}`,
    clean: `${origin}/c/${project.public_hash}`,
    ownership: ownership.data === undefined ? null : `${origin}/sc/${ownership.data.id}`,
  };

  const copy = async (kind: LinkKind, url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied({ kind, ok: true });
    } catch {
      setCopied({ kind, ok: false });
    }
    logShareEvent({ entity: 'project', entity_id: project.public_hash, medium: 'copy_link' }).catch(
      () => undefined,
    );
  };

  return (
    <Dialog
      open
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title="Share this casting"
      description={`Three links to ${project.name}, each giving something different: copy the one you need.`}
      actions={
        <Inline gap="sm" justify="end">
          <Button variant="secondary" onClick={onClose}>
            Done
          </Button>
        </Inline>
      }
    >
      <Stack gap="lg">
        {(['readOnly', 'clean', 'ownership'] as const).map((kind) => {
          const url = urls[kind];
          const { label, explanation } = LINKS[kind];
          return (
            <Stack key={kind} gap="xs">
              {url === null ? (
                <ShareLinkPending
                  label={label}
                  problem={ownership.isError ? messageOf(ownership.error) : null}
                  onRetry={() => {
                    makeOwnershipLink();
                  }}
                />
              ) : (
                <>
                  <TextField
                    label={label}
                    hint={explanation}
                    value={url}
                    readOnly
                    onFocus={(event) => {
                      event.currentTarget.select();
                    }}
                  />
                  <Inline gap="sm" align="center">
                    <Button
                      size="small"
                      variant={kind === 'ownership' ? 'primary' : 'secondary'}
                      aria-label={`Copy the ${label.toLowerCase()}`}
                      onClick={() => void copy(kind, url)}
                    >
                      Copy
                    </Button>
                    <Text as="span" size="sm" role="status">
                      {copied?.kind !== kind
                        ? ''
                        : copied.ok
                          ? 'Copied'
                          : 'This browser did not let us copy: select the link and copy it.'}
                    </Text>
                  </Inline>
                </>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Dialog>
  );
}

/** The ownership link while the server makes it, or why it could not. */
function ShareLinkPending({
  label,
  problem,
  onRetry,
}: {
  label: string;
  problem: string | null;
  onRetry: () => void;
}) {
  if (problem === null)
    return (
      <div role="status" aria-busy="true" aria-label={`Making the ${label.toLowerCase()}`}>
        <Skeleton lines={2} />
      </div>
    );
  return (
    <Stack gap="xs">
      <Text tone="danger" role="alert">
        {`The ${label.toLowerCase()} could not be made: ${problem}`}
      </Text>
      <Inline gap="sm">
        <Button size="small" variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      </Inline>
    </Stack>
  );
}
