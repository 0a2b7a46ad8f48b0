import { headingTag, type CardHeadingLevel } from '../../internal/card/headingTag';
import {
  forwardRef,
  useId,
  useState,
  type FormEvent,
  type HTMLAttributes,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Dialog } from '../../components/Dialog';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import { StatusLabel, type ProjectType, type StatusLabelText } from '../ProjectCard';
import { RadioGroup } from '../../components/RadioGroup';
import { TextArea } from '../../components/TextArea';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './InvitationCard.css';
import { cx } from '../../internal/cx';
import { dateTimeFormat } from '../../internal/intl';

/** Spec section 4: casting invitations are automatic or direct; booking requests are bookings. */
export const invitationTypes = ['automatic', 'direct', 'booking'] as const;
export type InvitationType = (typeof invitationTypes)[number];

/** Why a voice actor declines (the API's rejection reasons). */
export const rejectionReasons = [
  'not-available',
  'budget-too-low',
  'not-a-good-fit',
  'deadline-too-short',
  'script-concerns',
  'other',
] as const;
export type RejectionReason = (typeof rejectionReasons)[number];

/** The fields of an invitation (spec section 3) a card shows. */
export interface InvitationCardInvitation {
  id: number;
  type: InvitationType;
  /**
   * The status as the API sends it (statusLabel says it). The card acts on three: requested and
   * opened (the voice actor still answers), declined (the reason shown).
   */
  status: string;
  /** When the voice actor first opened it; null while unread. */
  opened_at: string | null;
  rejection_reason: RejectionReason | null;
  rejection_reason_details: string | null;
  project: { id: number; public_hash: string; name: string; type: ProjectType; deadline: string | null };
}

export interface InvitationCardLabels {
  type: Record<InvitationType, string>;
  unread: string;
  deadline: Record<ProjectType, string>;
  reasons: Record<RejectionReason, string>;
  accept: Record<ProjectType, string>;
  decline: string;
  archive: string;
  declineTitle: (project: string) => string;
  reasonLegend: string;
  reasonRequired: string;
  details: string;
  detailsRequired: string;
  confirmDecline: string;
  cancel: string;
  declinedBecause: (reason: string) => string;
}

export const defaultInvitationCardLabels: InvitationCardLabels = {
  type: { automatic: 'Automatic invitation', direct: 'Direct invitation', booking: 'Booking request' },
  unread: 'Unread',
  deadline: { casting: 'Proposals until', booking: 'Recording due' },
  reasons: {
    'not-available': 'I am not available',
    'budget-too-low': 'The budget is too low',
    'not-a-good-fit': 'Not a good fit for my voice',
    'deadline-too-short': 'The deadline is too short',
    'script-concerns': 'I have concerns about the script',
    other: 'Other',
  },
  accept: { casting: 'Send a proposal', booking: 'Accept booking' },
  decline: 'Decline',
  archive: 'Archive',
  declineTitle: (project) => `Decline ${project}`,
  reasonLegend: 'Why are you declining?',
  reasonRequired: 'Choose a reason.',
  details: 'Details',
  detailsRequired: 'Say a few words about your reason.',
  confirmDecline: 'Decline invitation',
  cancel: 'Cancel',
  declinedBecause: (reason) => `Declined: ${reason}`,
};

type InvitationEvent = { invitationId: number };

/** The answers a card can offer; the app says which apply now (its lifecycle rules), else the status does. */
export const invitationCardActions = ['accept', 'decline', 'archive'] as const;
export type InvitationCardAction = (typeof invitationCardActions)[number];

/** What the decline form's rule reports: the missing part of the answer, or null when it can be sent. */
export type DeclineCheck = (answer: {
  reason: RejectionReason | null;
  details: string;
}) => 'reason' | 'details' | null;

/** The card's own decline rule: a reason, and details for Other. */
const defaultDeclineCheck: DeclineCheck = ({ reason, details }) =>
  reason === null ? 'reason' : reason === 'other' && details.trim() === '' ? 'details' : null;

export interface InvitationCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The invitation, with its project. */
  invitation: InvitationCardInvitation;
  /** The status of spec section 4 as the caller words and colours it. */
  statusLabel: StatusLabelText;
  /** The project's address; the name links there. @default undefined */
  href?: string;
  /**
   * Called when the voice actor follows the project link (the app sets opened_at); `click` lets an
   * app navigate without a reload. @default undefined
   */
  onOpen?: (event: InvitationEvent & { click: MouseEvent<HTMLAnchorElement> }) => void;
  /**
   * The answers offered now (each still needs its callback). Without it the card offers accept,
   * decline and archive while the status is requested or opened. @default undefined
   */
  allowedActions?: readonly InvitationCardAction[];
  /** The rule the decline form checks before confirming. @default a reason, and details for Other */
  checkDecline?: DeclineCheck;
  /**
   * Whether the card shows as unread; the app passes its rule (an answered invitation is read).
   * @default while it was never opened
   */
  unread?: boolean;
  /** More about the invitation, inside the card under its dates (a booking request's client and price). @default undefined */
  details?: ReactNode;
  /** Called to accept: a proposal for a casting, the booking for a booking request. @default undefined */
  onAccept?: (event: InvitationEvent) => void;
  /** Called with the reason (and details) once the voice actor confirms declining. @default undefined */
  onDecline?: (event: InvitationEvent & { reason: RejectionReason; details: string | null }) => void;
  /** Called to archive a casting invitation. @default undefined */
  onArchive?: (event: InvitationEvent) => void;
  /** The level of the project name's heading. @default 3 */
  headingLevel?: CardHeadingLevel;
  /** Locale of the deadline. @default 'en-US' */
  locale?: string;
  /** The texts. @default defaultInvitationCardLabels */
  labels?: Partial<InvitationCardLabels>;
}

/** Statuses in which the voice actor still has to answer. */
const open = (status: string) => status === 'requested' || status === 'opened';

/**
 * An invitation in the voice actor's inbox: automatic, direct or booking; unread until opened;
 * accept, decline with a reason (in a dialog) or archive; the reason shown once declined.
 */
export const InvitationCard = forwardRef<HTMLElement, InvitationCardProps>(function InvitationCard(
  {
    invitation,
    statusLabel,
    href,
    onOpen,
    onAccept,
    onDecline,
    onArchive,
    allowedActions,
    details,
    checkDecline = defaultDeclineCheck,
    unread: unreadProp,
    headingLevel = 3,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultInvitationCardLabels, ...labelsProp };
  const nameId = useId();
  const Title = headingTag(headingLevel);
  const event = { invitationId: invitation.id };
  const unread = unreadProp ?? invitation.opened_at === null;
  const { project } = invitation;
  const deadline = project.deadline ? new Date(project.deadline) : null;
  const offered = (action: InvitationCardAction) =>
    allowedActions === undefined
      ? open(invitation.status) && (action !== 'archive' || invitation.type !== 'booking')
      : allowedActions.includes(action);
  const accept = offered('accept') ? onAccept : undefined;
  const decline = offered('decline') ? onDecline : undefined;
  const archive = offered('archive') ? onArchive : undefined;
  const [declining, setDeclining] = useState(false);

  return (
    <Card
      ref={ref}
      as="article"
      aria-labelledby={nameId}
      className={cx(styles.root, className)}
      data-type={invitation.type}
      data-state={unread ? 'unread' : 'read'}
      {...rest}
    >
      <div className={styles.layout}>
        <div className={styles.top}>
          <p className={styles.type}>
            <Icon name={invitation.type === 'booking' ? 'membership' : 'message'} size="small" />
            {labels.type[invitation.type]}
          </p>
          <StatusLabel tone={statusLabel.tone}>{statusLabel.text}</StatusLabel>
        </div>
        <Title id={nameId} className={styles.name}>
          {unread ? (
            <span className={styles.unreadDot}>
              <span className={visuallyHidden}>{labels.unread}: </span>
            </span>
          ) : null}
          {href ? (
            <Link
              href={href}
              onClick={(click) => {
                onOpen?.({ ...event, click });
              }}
            >
              {project.name}
            </Link>
          ) : (
            project.name
          )}
        </Title>
        {deadline ? (
          <p className={styles.meta}>
            {labels.deadline[project.type]}{' '}
            <time dateTime={deadline.toISOString()}>
              {dateTimeFormat(locale, { dateStyle: 'medium' }).format(deadline)}
            </time>
          </p>
        ) : null}
        {invitation.status === 'declined' && invitation.rejection_reason ? (
          <p className={styles.meta}>
            {labels.declinedBecause(labels.reasons[invitation.rejection_reason])}
            {invitation.rejection_reason_details ? ` — ${invitation.rejection_reason_details}` : ''}
          </p>
        ) : null}
        {details}
        {accept || decline || archive ? (
          <div className={styles.actions}>
            {accept ? (
              <Button
                size="small"
                onClick={() => {
                  accept(event);
                }}
              >
                {labels.accept[project.type]}
              </Button>
            ) : null}
            {decline ? (
              <Button
                size="small"
                variant="secondary"
                onClick={() => {
                  setDeclining(true);
                }}
              >
                {labels.decline}
              </Button>
            ) : null}
            {archive ? (
              <Button
                size="small"
                variant="tertiary"
                leadingIcon="archive"
                onClick={() => {
                  archive(event);
                }}
              >
                {labels.archive}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {decline ? (
        <DeclineDialog
          open={declining}
          projectName={project.name}
          labels={labels}
          check={checkDecline}
          onClose={() => {
            setDeclining(false);
          }}
          onConfirm={(reason, details) => {
            setDeclining(false);
            decline({ ...event, reason, details });
          }}
        />
      ) : null}
    </Card>
  );
});

const isReason = (value: string): value is RejectionReason =>
  rejectionReasons.some((reason) => reason === value);

/** The decline form: a reason (required), details (required for Other); nothing typed is lost on an error. */
function DeclineDialog({
  open: isOpen,
  projectName,
  labels,
  check,
  onClose,
  onConfirm,
}: {
  open: boolean;
  projectName: string;
  labels: InvitationCardLabels;
  check: DeclineCheck;
  onClose: () => void;
  onConfirm: (reason: RejectionReason, details: string | null) => void;
}) {
  const formId = useId();
  const [reason, setReason] = useState<RejectionReason | null>(null);
  const [details, setDetails] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const problem = check({ reason, details });
  const reasonError = submitted && problem === 'reason' ? labels.reasonRequired : undefined;
  const detailsError = submitted && problem === 'details' ? labels.detailsRequired : undefined;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    if (problem !== null || reason === null) {
      const invalid = event.currentTarget.querySelector<HTMLElement>(
        problem === 'details' ? 'textarea' : 'input',
      );
      invalid?.focus();
      return;
    }
    onConfirm(reason, details.trim() === '' ? null : details.trim());
    setSubmitted(false);
    setReason(null);
    setDetails('');
  }

  return (
    <Dialog
      open={isOpen}
      onOpenChange={({ open }) => {
        if (!open) onClose();
      }}
      title={labels.declineTitle(projectName)}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {labels.cancel}
          </Button>
          <Button variant="danger" type="submit" form={formId}>
            {labels.confirmDecline}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate className={styles.form} onSubmit={submit}>
        <RadioGroup
          legend={labels.reasonLegend}
          required
          options={rejectionReasons.map((value) => ({ value, label: labels.reasons[value] }))}
          value={reason ?? ''}
          error={reasonError}
          onValueChange={({ value }) => {
            if (isReason(value)) setReason(value);
          }}
        />
        <TextArea
          label={labels.details}
          required={reason !== null && check({ reason, details: '' }) === 'details'}
          value={details}
          error={detailsError}
          onValueChange={({ value }) => {
            setDetails(value);
          }}
        />
      </form>
    </Dialog>
  );
}
