import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Offer } from '@vo/sdk';
import { getGetLimitOffersQueryOptions, type Project } from '@vo/sdk/hooks';
import { isProvider } from '@vo/machines';
import {
  Banner,
  Button,
  Checkbox,
  EmptyState,
  Heading,
  Inline,
  Skeleton,
  Stack,
  Text,
  TextArea,
  TextField,
} from '@vo/ui';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useAppServices } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { QueryState } from '../../lib/queryState';
import { AudioFileField } from '../../lib/uploads/AudioFileField';
import {
  BUTTONS,
  checkAudition,
  invitationFrom,
  kindsFor,
  problemOf,
  type Field,
  type Problem,
} from './auditionFields';
import { editedOfferId } from './auditionQuery';
import { AuditionSamples } from './AuditionSamples';
import { createAudition, updateAudition, type AuditionFields, type SendKind } from './auditionSend';
import { offerListsKey, offerQuery } from './offersQuery';
import { canAudition } from './canAudition';
import { LOCAL_ERRORS } from './projectErrors';
import { formatMoney } from './projectFormat';
import { useProjectOutlet } from './projectOutlet';
import * as pageStyles from './ProjectPage.css';
import { projectQuery } from './projectQuery';
import * as styles from './AuditionForm.css';

const OfferPlayer = lazy(async () => ({ default: (await import('./OfferPlayer')).OfferPlayer }));

/** The form's heading for an audition in each status (it says where the audition stands). */
const HEADINGS: Record<Offer['status'], string> = {
  created: 'Your draft audition',
  posted: 'Edit your audition',
  reviewed: 'Edit your audition',
  revision_requested: 'Send a new take',
};

/** The document's Text: at most 5000 characters. */
const MESSAGE_MAX = 5000;

/**
 * A voice actor's audition for a casting (`/projects/{id}/proposals/{offerId}/edit`, `new` for a new
 * one): the recording (uploaded with its progress, cancellable) or samples of theirs, a price quote,
 * a note to the client; kept as a draft or sent. The server's refusals (422 "A valid file is
 * required.", 409 on a closed casting or a second audition) are shown in its words, beside the field
 * they concern, and nothing typed is lost.
 */
export function AuditionFormTab() {
  const { project, projectRef, viewer } = useProjectOutlet();
  const { offerId } = useParams();
  if (viewer === null || !isProvider(viewer) || viewer.providerId == null) {
    return (
      <EmptyState
        icon="user"
        title="Auditions are sent by voice actors"
        message="Switch to your voice actor profile to audition, or read the casting's specs."
      />
    );
  }
  const { providerId } = viewer;
  if (offerId === 'new') {
    return canAudition(project, viewer) ? (
      <AuditionForm project={project} projectRef={projectRef} providerId={providerId} offer={null} />
    ) : (
      <EmptyState icon="folder" title="This casting no longer receives proposals" />
    );
  }
  const id = editedOfferId(offerId);
  if (id === null) return <AppErrorPage status={404} />;
  return <EditAudition key={id} id={id} project={project} projectRef={projectRef} providerId={providerId} />;
}

function EditAudition({
  id,
  project,
  projectRef,
  providerId,
}: {
  id: number;
  project: Project;
  projectRef: string;
  providerId: number;
}) {
  const query = useQuery({ ...offerQuery(id), retryOnMount: false });
  return (
    <QueryState
      query={query}
      loading={
        <div role="status" aria-busy="true" aria-label="Loading your audition">
          <Skeleton lines={6} />
        </div>
      }
      failed={{ title: 'Your audition could not be loaded', headingLevel: 2 }}
    >
      {({ data }) => {
        if (data.provider_id !== providerId) return <AppErrorPage status={403} />;
        if (data.winner || data.deleted)
          return (
            <EmptyState
              icon={data.winner ? 'trophy' : 'trash'}
              title={data.winner ? 'Your audition won this casting' : 'This audition was withdrawn'}
              message="It can no longer be changed."
            />
          );
        return (
          <AuditionForm project={project} projectRef={projectRef} providerId={providerId} offer={data} />
        );
      }}
    </QueryState>
  );
}

function AuditionForm({
  project,
  projectRef,
  providerId,
  offer,
}: {
  project: Project;
  projectRef: string;
  providerId: number;
  /** The audition being edited; null for a new one. */
  offer: Offer | null;
}) {
  const headingId = useId();
  const { session, notices } = useAppServices();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const invitationId = offer === null ? invitationFrom(search) : null;
  const [file, setFile] = useState<File | null>(null);
  const [samples, setSamples] = useState<number[]>(offer?.related_samples ?? []);
  const [price, setPrice] = useState(offer?.price_quote == null ? '' : String(offer.price_quote));
  const [message, setMessage] = useState('');
  const [aiVoice, setAiVoice] = useState(offer?.ai_voice ?? false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  // Leaving the page stops an upload under way.
  useEffect(() => () => controller.current?.abort(), []);

  const errorOf = (field: Field) =>
    problem !== null && problem.field === field ? problem.message : undefined;

  const send = useMutation({
    mutationFn: async ({ kind, fields }: { kind: SendKind; fields: AuditionFields }) => {
      controller.current = new AbortController();
      const options = {
        client: session.client,
        signal: controller.current.signal,
        onProgress: ({ fraction }: { fraction: number }) => {
          setProgress(Math.min(99, Math.round(fraction * 100)));
        },
      };
      if (fields.file !== null) setProgress(0);
      return offer === null
        ? createAudition(project.id, invitationId, kind, fields, options)
        : updateAudition(offer, kind, fields, options);
    },
    meta: LOCAL_ERRORS,
    onSettled: () => {
      controller.current = null;
      setProgress(null);
    },
    onError: (error) => {
      setProblem(problemOf(error));
    },
    onSuccess: async (id, { kind }) => {
      setFile(null);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: offerListsKey() }),
        queryClient.invalidateQueries({ queryKey: offerQuery(id).queryKey }),
        // Answering an invitation accepts it; the project counts its proposals.
        // Every invitations list (the generated keys start with the path); the literal keeps the
        // generated invitations module out of this route.
        queryClient.invalidateQueries({ queryKey: ['/invitations'] }),
        queryClient.invalidateQueries({ queryKey: projectQuery(projectRef).queryKey }),
      ]);
      if (kind === 'draft') {
        notices.message('Draft saved');
        // A new draft has an address of its own now, where it is taken up again.
        if (offer === null) await navigate(`../proposals/${String(id)}/edit`, { replace: true });
        return;
      }
      notices.message(kind === 'save' ? 'Changes saved' : 'Audition sent');
      await navigate('../proposals');
    },
  });

  const submit = (kind: SendKind) => (event?: FormEvent) => {
    event?.preventDefault();
    const checked = checkAudition(kind, { file, samples, price, message, aiVoice }, offer);
    if ('field' in checked) {
      setProblem(checked);
      return;
    }
    setProblem(null);
    send.mutate({ kind, fields: checked });
  };
  const kinds = kindsFor(offer);
  const main = kinds[kinds.length - 1] ?? 'send';
  const script = project.service_properties?.script ?? null;
  const budget = project.service_properties?.budget ?? null;
  const sending = send.isPending ? send.variables.kind : null;

  return (
    <Stack as="section" gap="lg" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Heading level={2} id={headingId}>
          {offer === null ? 'Your audition' : HEADINGS[offer.status]}
        </Heading>
        <Text tone="muted">
          Record the script, or attach samples of yours, and quote your price. A draft stays yours until you
          send it.
        </Text>
      </Stack>
      {offer === null || offer.status === 'created' ? <MonthlyAllowance /> : null}
      {script === null ? null : (
        <Stack gap="xs">
          <Heading level={3}>The script</Heading>
          <blockquote className={pageStyles.script}>{script}</blockquote>
        </Stack>
      )}
      <form noValidate onSubmit={submit(main)} aria-labelledby={headingId}>
        <Stack gap="lg">
          {offer?.audio_url ? (
            <Stack gap="xs">
              <Text weight="medium">Your recording</Text>
              <Suspense fallback={<Skeleton lines={1} />}>
                <OfferPlayer offer={offer} src={offer.audio_url} onListened={() => undefined} />
              </Suspense>
            </Stack>
          ) : null}
          <AudioFileField
            label={offer?.audio_url ? 'Replace the recording' : 'Your recording of the script'}
            file={file}
            progress={progress}
            disabled={send.isPending}
            error={errorOf('file')}
            onAbort={() => {
              controller.current?.abort();
            }}
            onChange={({ file: chosen, refused }) => {
              setProblem(refused === null ? null : { field: 'file', message: refused });
              setFile(chosen);
            }}
          />
          <AuditionSamples
            providerId={providerId}
            chosen={samples}
            error={errorOf('samples')}
            onChange={(chosen) => {
              setSamples(chosen);
              if (problem?.field === 'samples' || problem?.field === 'file') setProblem(null);
            }}
          />
          <TextField
            className={styles.price}
            label="Your price (US dollars)"
            hint={
              budget === null
                ? 'Your quote for the whole job.'
                : `The client's budget: ${formatMoney(budget)}.`
            }
            prefix="$"
            inputMode="decimal"
            value={price}
            error={errorOf('price')}
            onValueChange={({ value }) => {
              setPrice(value);
              if (problem?.field === 'price') setProblem(null);
            }}
          />
          <Checkbox
            label="Made with an AI voice"
            description="Tick it if a synthetic (AI-generated) voice reads this audition: the client sees it on your proposal."
            checked={aiVoice}
            onCheckedChange={({ checked }) => {
              setAiVoice(checked);
            }}
          />
          {offer === null ? (
            <TextArea
              label="Message to the client"
              hint="Sent with your audition, as its first comment."
              maxLength={MESSAGE_MAX}
              value={message}
              error={errorOf('message')}
              onValueChange={({ value }) => {
                setMessage(value);
              }}
            />
          ) : null}
          {problem !== null && problem.field === null ? (
            <Text tone="danger" role="alert">
              {problem.message}
            </Text>
          ) : null}
          <Inline gap="sm" align="center" wrap>
            {kinds.map((kind) => (
              <Button
                key={kind}
                type={kind === main ? 'submit' : 'button'}
                variant={kind === main ? 'primary' : 'secondary'}
                loading={sending === kind}
                disabled={send.isPending && sending !== kind}
                onClick={
                  kind === main
                    ? undefined
                    : () => {
                        submit(kind)();
                      }
                }
              >
                {BUTTONS[kind]}
              </Button>
            ))}
            <AppLink to="../proposals" variant="standalone">
              Back to the proposals
            </AppLink>
          </Inline>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * Where the voice actor stands against the monthly audition limit of their membership (the server
 * refuses sending beyond it), told before they record rather than after.
 */
function MonthlyAllowance() {
  // A failure leaves the note out: the server still refuses a send past the limit, in words.
  const { data } = useQuery({ ...getGetLimitOffersQueryOptions(), meta: LOCAL_ERRORS });
  const monthly = data?.data.monthly;
  if (monthly === undefined || monthly.limit === null) return null;
  const left = Math.max(0, monthly.limit - monthly.sent);
  const resets = new Date(monthly.resets_at).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  if (left > 0)
    return (
      <Text tone="muted">
        {`You can send ${String(left)} more ${left === 1 ? 'audition' : 'auditions'} this month with your ${monthly.tier} membership.`}
      </Text>
    );
  return (
    <Banner label="Monthly limit" tone="warning" title="You have sent all your auditions for this month">
      <Text>
        {`Your ${monthly.tier} membership allows ${String(monthly.limit)} a month. Save a draft and send it from ${resets}, or `}
        <AppLink to="/plans">upgrade your membership</AppLink>.
      </Text>
    </Banner>
  );
}
