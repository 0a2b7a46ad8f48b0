import { headingTag, type CardHeadingLevel } from '../../internal/card/headingTag';
import { forwardRef, useId, useState, type FormEvent, type HTMLAttributes } from 'react';
import { AudioPlayer } from '../AudioPlayer';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { Link } from '../../components/Link';
import { StatusLabel, type StatusLabelText } from '../ProjectCard';
import { TextArea } from '../../components/TextArea';
import * as styles from './RecordingCard.css';
import { cx } from '../../internal/cx';
import { dateTimeFormat } from '../../internal/intl';

/** Who looks at the recording: the project's client, or the booked voice actor who delivers it. */
export const recordingViewers = ['client', 'voiceActor'] as const;
export type RecordingViewer = (typeof recordingViewers)[number];

export interface DeliverableFile {
  name: string;
  url: string;
  size?: number;
}

/** The fields of a deliverable (spec section 3) a card shows. */
export interface RecordingCardDeliverable {
  id: number;
  /**
   * The status as the API sends it (statusLabel says it). The card acts on four: created (the voice
   * actor may send), posted and reviewed (the client decides), revision_requested (changes shown).
   */
  status: string;
  /** What the client asked to change; set with revision_requested. */
  revision_request: string | null;
  is_draft: boolean;
  files: DeliverableFile[];
  /** A link to the recording (a file transfer) instead of or besides files. */
  link: string | null;
  deadline: string | null;
  /** When a sent recording is accepted automatically unless the client decides first. */
  auto_accept_at: string | null;
}

export interface RecordingCardLabels {
  heading: (project: string) => string;
  due: string;
  autoAccept: (date: string) => string;
  revisionRequest: string;
  link: string;
  noFiles: string;
  accept: string;
  requestRevision: string;
  reject: string;
  flag: string;
  send: string;
  cancel: string;
  revisionTitle: string;
  revisionField: string;
  revisionRequired: string;
  rejectTitle: string;
  rejectAdvice: string;
  rejectInstead: string;
  flagTitle: string;
  flagField: string;
  flagRequired: string;
}

// The reject dialog gives the spec's advice (section 4): request a revision first.
export const defaultRecordingCardLabels: RecordingCardLabels = {
  heading: (project) => `Recording for ${project}`,
  due: 'Due',
  autoAccept: (date) => `Accepted automatically on ${date} unless the client decides first.`,
  revisionRequest: 'Changes asked',
  link: 'Open the recording link',
  noFiles: 'No files yet.',
  accept: 'Accept',
  requestRevision: 'Request revision',
  reject: 'Reject',
  flag: 'Flag',
  send: 'Send recording',
  cancel: 'Cancel',
  revisionTitle: 'Request a revision',
  revisionField: 'What should change?',
  revisionRequired: 'Say what should change.',
  rejectTitle: 'Reject the recording?',
  rejectAdvice: 'We advise requesting a revision first: the voice actor can then fix the recording.',
  rejectInstead: 'Request a revision instead',
  flagTitle: 'Flag the recording',
  flagField: 'What is wrong with it?',
  flagRequired: 'Say what is wrong with the recording.',
};

type DeliverableEvent = { deliverableId: number };
type Decision = 'revision' | 'reject' | 'flag';

export interface RecordingCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The recording. */
  deliverable: RecordingCardDeliverable;
  /** The status of spec section 4 as the caller words and colours it. */
  statusLabel: StatusLabelText;
  /** The project's name, in the heading. */
  projectName: string;
  /** The client decides on it; the voice actor sends it. @default 'client' */
  viewer?: RecordingViewer;
  /** Client: accept the recording. @default undefined */
  onAccept?: (event: DeliverableEvent) => void;
  /** Client: ask for changes, with what should change. @default undefined */
  onRequestRevision?: (event: DeliverableEvent & { revisionRequest: string }) => void;
  /** Client: reject, after the advice to request a revision first. @default undefined */
  onReject?: (event: DeliverableEvent) => void;
  /** Client: report the recording, with what is wrong (POST flags). @default undefined */
  onFlag?: (event: DeliverableEvent & { description: string }) => void;
  /** Voice actor: send a draft recording. @default undefined */
  onSend?: (event: DeliverableEvent) => void;
  /** Download a file; without it the files stream only. @default undefined */
  onDownloadFile?: (event: DeliverableEvent & { file: DeliverableFile }) => void;
  /** The level of the heading. @default 3 */
  headingLevel?: CardHeadingLevel;
  /** Locale of the dates. @default 'en-US' */
  locale?: string;
  /** The texts. @default defaultRecordingCardLabels */
  labels?: Partial<RecordingCardLabels>;
}

/** Statuses in which the client still decides (a sent recording, viewed or not). */
const awaitsClient = (status: string) => status === 'posted' || status === 'reviewed';

/**
 * A recording (deliverable) of a booking: its files to play, the link, the due and auto-accept
 * dates, the status of spec section 4, the revision asked for; the client accepts, requests a
 * revision, rejects (advised to request a revision first) or flags it; the voice actor sends a draft.
 */
export const RecordingCard = forwardRef<HTMLElement, RecordingCardProps>(function RecordingCard(
  {
    deliverable,
    statusLabel,
    projectName,
    viewer = 'client',
    onAccept,
    onRequestRevision,
    onReject,
    onFlag,
    onSend,
    onDownloadFile,
    headingLevel = 3,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultRecordingCardLabels, ...labelsProp };
  const headingId = useId();
  const Title = headingTag(headingLevel);
  const event = { deliverableId: deliverable.id };
  const [decision, setDecision] = useState<Decision | null>(null);
  const date = (iso: string) => dateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
  const clientDecides = viewer === 'client' && awaitsClient(deliverable.status);

  return (
    <Card
      ref={ref}
      as="article"
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-status={deliverable.status}
      {...rest}
    >
      <div className={styles.layout}>
        <div className={styles.top}>
          <Title id={headingId} className={styles.name}>
            {labels.heading(projectName)}
          </Title>
          <StatusLabel tone={statusLabel.tone}>{statusLabel.text}</StatusLabel>
        </div>
        {deliverable.deadline ? (
          <p className={styles.meta}>
            {labels.due}{' '}
            <time dateTime={new Date(deliverable.deadline).toISOString()}>{date(deliverable.deadline)}</time>
          </p>
        ) : null}
        {awaitsClient(deliverable.status) && deliverable.auto_accept_at ? (
          <p className={styles.meta}>{labels.autoAccept(date(deliverable.auto_accept_at))}</p>
        ) : null}
        {deliverable.status === 'revision_requested' && deliverable.revision_request ? (
          <div className={styles.request}>
            <p className={styles.requestLabel}>{labels.revisionRequest}</p>
            <p className={styles.requestText}>{deliverable.revision_request}</p>
          </div>
        ) : null}
        {deliverable.files.length > 0 ? (
          <ul className={styles.files}>
            {deliverable.files.map((file) => (
              <li key={file.url}>
                <AudioPlayer
                  src={file.url}
                  title={file.name}
                  streamOnly={!onDownloadFile}
                  onDownload={() => onDownloadFile?.({ ...event, file })}
                />
              </li>
            ))}
          </ul>
        ) : deliverable.link ? null : (
          <p className={styles.meta}>{labels.noFiles}</p>
        )}
        {deliverable.link ? (
          <Link href={deliverable.link} external>
            {labels.link}
          </Link>
        ) : null}
        {clientDecides && (onAccept || onRequestRevision || onReject || onFlag) ? (
          <div className={styles.actions}>
            {onAccept ? (
              <Button
                size="small"
                onClick={() => {
                  onAccept(event);
                }}
              >
                {labels.accept}
              </Button>
            ) : null}
            {onRequestRevision ? (
              <Button
                size="small"
                variant="secondary"
                leadingIcon="revise"
                onClick={() => {
                  setDecision('revision');
                }}
              >
                {labels.requestRevision}
              </Button>
            ) : null}
            {onReject ? (
              <Button
                size="small"
                variant="tertiary"
                onClick={() => {
                  setDecision('reject');
                }}
              >
                {labels.reject}
              </Button>
            ) : null}
            {onFlag ? (
              <Button
                size="small"
                variant="tertiary"
                leadingIcon="flag"
                onClick={() => {
                  setDecision('flag');
                }}
              >
                {labels.flag}
              </Button>
            ) : null}
          </div>
        ) : null}
        {viewer === 'voiceActor' && deliverable.status === 'created' && onSend ? (
          <div className={styles.actions}>
            <Button
              size="small"
              onClick={() => {
                onSend(event);
              }}
            >
              {labels.send}
            </Button>
          </div>
        ) : null}
      </div>
      <DecisionDialog
        decision={decision}
        labels={labels}
        canRevise={onRequestRevision !== undefined}
        onChange={setDecision}
        onRevision={(revisionRequest) => {
          onRequestRevision?.({ ...event, revisionRequest });
        }}
        onReject={() => {
          onReject?.(event);
        }}
        onFlag={(description) => {
          onFlag?.({ ...event, description });
        }}
      />
    </Card>
  );
});

/** The dialogs behind Request revision, Reject and Flag; one open at a time. */
function DecisionDialog({
  decision,
  labels,
  canRevise,
  onChange,
  onRevision,
  onReject,
  onFlag,
}: {
  decision: Decision | null;
  labels: RecordingCardLabels;
  canRevise: boolean;
  onChange: (next: Decision | null) => void;
  onRevision: (text: string) => void;
  onReject: () => void;
  onFlag: (text: string) => void;
}) {
  const formId = useId();
  const [text, setText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const close = () => {
    setSubmitted(false);
    onChange(null);
  };
  const written = decision === 'revision' || decision === 'flag';
  const missing = text.trim() === '';
  const error =
    submitted && missing ? (decision === 'flag' ? labels.flagRequired : labels.revisionRequired) : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (missing) {
      event.currentTarget.querySelector('textarea')?.focus();
      return;
    }
    if (decision === 'flag') onFlag(text.trim());
    else onRevision(text.trim());
    setText('');
    close();
  }

  const title =
    decision === 'reject'
      ? labels.rejectTitle
      : decision === 'flag'
        ? labels.flagTitle
        : labels.revisionTitle;
  return (
    <Dialog
      open={decision !== null}
      onOpenChange={({ open }) => {
        if (!open) close();
      }}
      title={title}
      description={decision === 'reject' ? labels.rejectAdvice : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={close}>
            {labels.cancel}
          </Button>
          {decision === 'reject' ? (
            <>
              {canRevise ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    onChange('revision');
                  }}
                >
                  {labels.rejectInstead}
                </Button>
              ) : null}
              <Button
                variant="danger"
                onClick={() => {
                  onReject();
                  close();
                }}
              >
                {labels.reject}
              </Button>
            </>
          ) : (
            <Button variant={decision === 'flag' ? 'danger' : 'primary'} type="submit" form={formId}>
              {decision === 'flag' ? labels.flag : labels.requestRevision}
            </Button>
          )}
        </>
      }
    >
      {written ? (
        <form id={formId} noValidate onSubmit={submit}>
          <TextArea
            label={decision === 'flag' ? labels.flagField : labels.revisionField}
            required
            value={text}
            error={error}
            onValueChange={({ value }) => {
              setText(value);
            }}
          />
        </form>
      ) : null}
    </Dialog>
  );
}
