import { headingTag, type CardHeadingLevel } from '../../internal/card/headingTag';
import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Link } from '../../components/Link';
import * as styles from './ProjectCard.css';
import { StatusLabel, type StatusLabelText } from './StatusLabel';
import { cx } from '../../internal/cx';
import { dateTimeFormat } from '../../internal/intl';

export const projectTypes = ['casting', 'booking'] as const;
export type ProjectType = (typeof projectTypes)[number];

/** The fields of a project (spec section 3) a card shows. */
export interface ProjectCardProject {
  id: number;
  public_hash: string;
  name: string;
  type: ProjectType;
  /** The status as the API sends it, marked on the card as `data-status`; `label` says it. */
  status: string;
  /** Casting: when proposals stop; booking: when the recording is due. */
  deadline: string | null;
  stats?: {
    offers_received_manual: number;
    offers_received_automatic: number;
    offers_opened?: number;
    pending_questions?: number;
    pending_answers?: number;
  };
}

/**
 * The status label as the viewer sees it: the text of spec section 4, its colour, and whether the
 * project waits for the viewer. The app gets the text and the move from @vo/machines' projectLabel,
 * which owns the rules, and the tone from its map of the contract's project statuses.
 */
export interface ProjectCardLabel extends StatusLabelText {
  /** The viewer's turn to act: the label turns to the warning tone and says so. */
  yourMove: boolean;
}

export interface ProjectCardLabels {
  type: Record<ProjectType, string>;
  deadline: Record<ProjectType, string>;
  proposals: (count: number) => string;
  pendingQuestions: (count: number) => string;
  yourMove: string;
  noDeadline: string;
}

export const defaultProjectCardLabels: ProjectCardLabels = {
  type: { casting: 'Casting', booking: 'Booking' },
  deadline: { casting: 'Proposals until', booking: 'Recording due' },
  proposals: (count) => `${count} ${count === 1 ? 'proposal' : 'proposals'}`,
  pendingQuestions: (count) => `${count} ${count === 1 ? 'question' : 'questions'} to answer`,
  yourMove: 'Your move',
  noDeadline: 'No deadline yet',
};

export interface ProjectCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The project. */
  project: ProjectCardProject;
  /** The status label of spec section 4 for this viewer (projectLabel's text and move, with a tone). */
  label: ProjectCardLabel;
  /** The project's address; the name links there. @default undefined */
  href?: string;
  /** Buttons or links for the viewer's next steps. @default undefined */
  actions?: ReactNode;
  /** The level of the name's heading. @default 3 */
  headingLevel?: CardHeadingLevel;
  /** Locale of the deadline. @default 'en-US' */
  locale?: string;
  /** The texts. @default defaultProjectCardLabels */
  labels?: Partial<ProjectCardLabels>;
}

/**
 * A project in a list (dashboard projects, past projects, bookings): its name, type, status label
 * (spec section 4) with the viewer's turn marked, deadline, proposal and question counts.
 */
export const ProjectCard = forwardRef<HTMLElement, ProjectCardProps>(function ProjectCard(
  {
    project,
    label,
    href,
    actions,
    headingLevel = 3,
    locale = 'en-US',
    labels: labelsProp,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultProjectCardLabels, ...labelsProp };
  const nameId = useId();
  const Title = headingTag(headingLevel);
  const stats = project.stats;
  const proposals = stats ? stats.offers_received_manual + stats.offers_received_automatic : undefined;
  const deadline = project.deadline ? new Date(project.deadline) : null;
  return (
    <Card
      ref={ref}
      as="article"
      aria-labelledby={nameId}
      className={cx(styles.root, className)}
      data-status={project.status}
      data-type={project.type}
      {...rest}
    >
      <div className={styles.layout}>
        <div className={styles.top}>
          <Title id={nameId} className={styles.name}>
            {href ? <Link href={href}>{project.name}</Link> : project.name}
          </Title>
          <StatusLabel tone={label.yourMove ? 'warning' : label.tone} emphasis={label.yourMove}>
            {label.text}
            {label.yourMove ? <span className={styles.yourMove}> · {labels.yourMove}</span> : null}
          </StatusLabel>
        </div>
        <p className={styles.meta}>
          <span>{labels.type[project.type]}</span>
          <span className={styles.metaItem}>
            {deadline ? (
              <>
                {labels.deadline[project.type]}{' '}
                <time dateTime={deadline.toISOString()}>
                  {dateTimeFormat(locale, { dateStyle: 'medium' }).format(deadline)}
                </time>
              </>
            ) : (
              labels.noDeadline
            )}
          </span>
          {project.type === 'casting' && proposals !== undefined ? (
            <span className={styles.metaItem}>
              <Icon name="message" size="small" />
              {labels.proposals(proposals)}
            </span>
          ) : null}
          {stats?.pending_questions ? (
            <span className={styles.metaItem}>
              <Icon name="help" size="small" />
              {labels.pendingQuestions(stats.pending_questions)}
            </span>
          ) : null}
        </p>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Card>
  );
});
