import { useMutation } from '@tanstack/react-query';
import { ApiError, type FlagTarget } from '@vo/sdk';
import { createFlag } from '@vo/sdk/hooks';
import { Banner, Button, Heading, RadioGroup, Stack, Text, TextArea } from '@vo/ui';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { FLAG_TARGET_NAMES, flagTargetFrom } from '../../lib/flags/flagTargets';

/** The document's Text: at most 5000 characters. */
const DESCRIPTION_MAX = 5000;
const LOCAL_ERRORS = { errors: 'local' } as const;

/**
 * The report form (`/flagging`, spec section 2): what is wrong with a proposal, project, profile,
 * sample or review, as a full report for the moderators or a lighter flag. Reporting the same thing
 * again replaces the earlier report (the server keeps one per person), which the page says.
 */
export function FlaggingPage() {
  const [search] = useSearchParams();
  const target = flagTargetFrom(search);
  if (target === null) return <AppErrorPage status={404} />;
  return <FlagForm target={target.target} targetId={target.id} />;
}

function FlagForm({ target, targetId }: { target: FlagTarget; targetId: number }) {
  const navigate = useNavigate();
  const [description, setDescription] = useState('');
  const [kind, setKind] = useState<'full' | 'soft'>('full');
  const [problem, setProblem] = useState<string | null>(null);
  const name = FLAG_TARGET_NAMES[target];
  const send = useMutation({
    mutationFn: () =>
      createFlag({
        target,
        target_id: targetId,
        soft: kind === 'soft',
        ...(description.trim() === '' ? {} : { description: description.trim() }),
      }),
    meta: LOCAL_ERRORS,
    onError: (error) => {
      setProblem(error instanceof ApiError || error instanceof Error ? error.message : 'Unexpected Error');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (kind === 'full' && description.trim() === '') {
      setProblem('Tell the moderators what is wrong, so they can act on your report.');
      return;
    }
    setProblem(null);
    send.mutate();
  };

  if (send.isSuccess) {
    return (
      <Stack gap="lg">
        <Heading level={1}>Thank you</Heading>
        <Banner label="Report" tone="success" title={kind === 'full' ? 'Report sent' : 'Flag recorded'}>
          {kind === 'full'
            ? `Our moderators will review this ${name}. We do not tell its author who reported it.`
            : `We noted your flag on this ${name}. It does not open a report for the moderators.`}
        </Banner>
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              void navigate(-1);
            }}
          >
            Go back
          </Button>
        </div>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={1}>{`Report this ${name}`}</Heading>
          <Text tone="muted">
            {`If this ${name} breaks the rules (someone else’s voice, an unannounced AI voice, contact details, abuse), tell us. Reporting it again replaces your earlier report.`}
          </Text>
        </Stack>
        <RadioGroup
          legend="What should we do?"
          value={kind}
          onValueChange={({ value }) => {
            setKind(value === 'soft' ? 'soft' : 'full');
          }}
          options={[
            { value: 'full', label: 'Send a report to the moderators' },
            { value: 'soft', label: 'Only flag it (no report, a signal for our quality checks)' },
          ]}
        />
        <TextArea
          label="What is wrong?"
          hint={kind === 'full' ? 'Required for a report.' : 'Optional.'}
          required={kind === 'full'}
          maxLength={DESCRIPTION_MAX}
          value={description}
          onValueChange={({ value }) => {
            setDescription(value);
          }}
          error={problem ?? undefined}
        />
        <div>
          <Button type="submit" loading={send.isPending}>
            {kind === 'full' ? 'Send report' : 'Flag it'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
