import type { Project } from '@vo/sdk/hooks';
import { Banner, Heading, Stack, Text } from '@vo/ui';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { specFacts, termFacts, type Fact } from './projectFacts';
import * as styles from './ProjectPage.css';

/** The project's facts as a list of terms and their words. */
function Facts({ label, facts }: { label: string; facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The specs' query values (spec section 2): the public invite, a failed invitation link, granted ownership. */
function SpecsNotices() {
  const [search] = useSearchParams();
  const error = search.get('error');
  return (
    <>
      {error !== null && error.trim() !== '' ? (
        <Banner label="Invitation problem" tone="danger">
          {error}
        </Banner>
      ) : null}
      {search.has('ownership_granted') ? (
        <Banner label="Shared ownership" tone="success" title="You are now an owner of this project">
          You review, like, comment and choose the winner of its proposals, as the client who posted it does.
        </Banner>
      ) : null}
      {search.has('va-public_invite') ? (
        <Banner label="Public invitation" tone="info" title="You are invited to audition">
          The client shared this casting publicly: read the specs and send your proposal before the deadline.
        </Banner>
      ) : null}
    </>
  );
}

/** The specs (the default view): every answer of the project form, as the API answered it. */
export function ProjectSpecs({ project }: { project: Project }) {
  const headingId = useId();
  const props = project.service_properties;
  const script = props?.script ?? props?.booking?.script ?? null;
  return (
    <Stack gap="lg">
      <SpecsNotices />
      <Stack as="section" gap="md" aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          Specs
        </Heading>
        {props?.description ? <Text className={styles.prose}>{props.description}</Text> : null}
        <Facts label="Project specs" facts={specFacts(project)} />
        {script ? (
          <Stack gap="xs">
            <Heading level={3}>Script</Heading>
            <blockquote className={styles.script}>{script}</blockquote>
          </Stack>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** The terms the work is done on: budget, payment, deadline, usage, and a booking's own terms. */
export function ProjectTerms({ project }: { project: Project }) {
  const headingId = useId();
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        Terms
      </Heading>
      <Facts label="Project terms" facts={termFacts(project)} />
    </Stack>
  );
}

/**
 * The public invite page (`{slug}/invite`): a voice actor reads what the casting asks for; its
 * owners get the links that bring voice actors here.
 */
export function ProjectInvite({ project, managing }: { project: Project; managing: boolean }) {
  const headingId = useId();
  const open = project.status === 'active';
  // The public invite link (/pi) to this page, with the project's slug as section 2 writes it.
  const publicInvite = `/pi/${project.public_hash}/${project.slug}/invite`;
  return (
    <Stack gap="lg">
      <Stack as="section" gap="sm" aria-labelledby={headingId}>
        <Heading level={2} id={headingId}>
          {managing ? 'Invite voice actors' : 'You are invited to audition'}
        </Heading>
        {managing ? (
          <Text>
            {`Share the public invite link: any voice actor who opens it reads these specs. `}
            <AppLink to={publicInvite}>{publicInvite}</AppLink>
          </Text>
        ) : (
          <Text>
            {open
              ? 'Read what the client asks for below, then send your proposal before the deadline.'
              : 'This casting no longer receives proposals.'}
          </Text>
        )}
      </Stack>
      <ProjectSpecs project={project} />
      <AppLink to="../questions" variant="standalone">
        Questions about this project
      </AppLink>
    </Stack>
  );
}

/** What comes next for the project, as its status says (shown after posting or an invitation link). */
export function ProjectInterstitial({ project }: { project: Project }) {
  const headingId = useId();
  const next: Record<string, string> = {
    draft: 'Your project is a draft: finish it and post it to start receiving proposals.',
    pending_approval:
      'Your project is waiting for approval. Our staff check every new project; you will get an e-mail once it is live.',
    disapproved: 'Your project was not approved. Edit it and post it again.',
    active:
      project.type === 'casting'
        ? 'Your project is live: voice actors are reading it and sending proposals.'
        : 'Your booking was sent: the voice actor is reviewing it.',
  };
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        What happens next
      </Heading>
      <Text>{next[project.status] ?? 'This project is no longer running.'}</Text>
      <AppLink to="../specs" variant="standalone">
        Read the specs
      </AppLink>
      <AppLink to="/dashboard/projects" variant="standalone">
        Your active projects
      </AppLink>
    </Stack>
  );
}
