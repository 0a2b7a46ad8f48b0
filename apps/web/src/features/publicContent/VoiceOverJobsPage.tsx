import { useQuery } from '@tanstack/react-query';
import type { OpenCastingsSummary } from '@vo/sdk';
import { Button, Heading, Skeleton, StatCard, Stack, Text } from '@vo/ui';
import { useAppServices, useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import * as styles from './PublicContent.css';
import { jobsRateQuery, openCastingsQuery } from './jobsQuery';
import { formatRate, RATES_PATH } from './ratesQuery';

const numbers = new Intl.NumberFormat('en');

/**
 * The voice-over jobs page (`/voice-over-jobs`, spec section 2): for voice actors looking for work.
 * It tells, from the marketplace's real castings, how much work is open now and what bookings pay,
 * how a voice actor gets it (profile, invitations, auditions, bookings), and signs them up. It lists
 * no casting: clients' castings reach voice actors as invitations, not as a public board.
 */
export function VoiceOverJobsPage() {
  return (
    <div className={styles.page}>
      <Stack gap="sm">
        <Heading level={1}>Voice-over jobs</Heading>
        <Text>
          Clients post casting projects here and book voice actors directly: commercials, e-learning,
          audiobooks, games and more. Build your profile once and the work comes to you as invitations and
          bookings.
        </Text>
      </Stack>
      <OpenCastings />
      <WhatJobsPay />
      <Stack as="section" gap="sm" aria-labelledby="jobs-how">
        <Heading level={2} id="jobs-how">
          How voice actors get work here
        </Heading>
        <ol className={styles.steps}>
          <li>
            <Text>Sign up as a voice actor and add your languages, your voice and where you record.</Text>
          </li>
          <li>
            <Text>Upload demos and samples: clients listen to them in search before they invite anyone.</Text>
          </li>
          <li>
            <Text>Answer the castings you are invited to with a proposal and a custom audition.</Text>
          </li>
          <li>
            <Text>
              Get booked, deliver the recording and get paid, with Secure Payment holding the client&apos;s
              funds until the job is done.
            </Text>
          </li>
        </ol>
      </Stack>
      <SignUp />
    </div>
  );
}

function OpenCastings() {
  const query = useQuery({ ...openCastingsQuery(), retryOnMount: false });
  return (
    <section aria-labelledby="jobs-open" className={styles.panel}>
      <Heading level={2} id="jobs-open">
        Castings open now
      </Heading>
      <QueryState
        query={query}
        loading={
          <div aria-busy="true" aria-label="Loading the open castings" role="status">
            <Skeleton lines={3} />
          </div>
        }
        failed={{ title: 'The open castings could not be loaded', headingLevel: 3 }}
      >
        {({ data }) => <CastingFigures summary={data} />}
      </QueryState>
    </section>
  );
}

function CastingFigures({ summary }: { summary: OpenCastingsSummary }) {
  const languages = summary.languages
    .map((entry) => `${entry.language.name} (${numbers.format(entry.open_castings)})`)
    .join(', ');
  return (
    <Stack gap="md">
      <ul className={styles.figures} aria-label="Open castings">
        <li>
          <StatCard label="Open to auditions" value={numbers.format(summary.open_castings)} />
        </li>
        <li>
          <StatCard label="Posted in the last 30 days" value={numbers.format(summary.posted_last_30_days)} />
        </li>
        {summary.median_budget != null ? (
          <li>
            <StatCard label="Median budget" value={formatRate(summary.median_budget)} />
          </li>
        ) : null}
      </ul>
      {summary.open_castings === 0 ? (
        <Text>
          No casting is open to auditions at this moment. New ones are posted every week: a complete profile
          is what gets you invited to the next one.
        </Text>
      ) : (
        <Text>
          {`${numbers.format(summary.open_castings)} castings accept auditions now. Voice actors whose profile matches a casting's language and voice are invited to audition.`}
        </Text>
      )}
      {languages !== '' ? <Text tone="muted">{`Languages asked for most: ${languages}.`}</Text> : null}
    </Stack>
  );
}

function WhatJobsPay() {
  const query = useQuery({ ...jobsRateQuery(), retryOnMount: false });
  const rate = query.data?.data;
  return (
    <Stack as="section" gap="sm" aria-labelledby="jobs-pay">
      <Heading level={2} id="jobs-pay">
        What voice-over jobs pay
      </Heading>
      {query.isPending ? (
        <Skeleton lines={1} aria-label="Loading the rates" />
      ) : rate !== undefined && rate.projects_count > 0 ? (
        <Text>
          {`Clients paid ${formatRate(rate.average)} per booking on average over the last 12 months (${numbers.format(rate.projects_count)} bookings).`}
        </Text>
      ) : (
        <Text>Rates depend on the language, the voice and how many people hear the recording.</Text>
      )}
      <div className={styles.links}>
        <AppLink to={RATES_PATH} variant="standalone">
          Voice-over rates by language, voice and audience
        </AppLink>
        <AppLink to="/script-timer-calculator" variant="standalone">
          Script timer calculator
        </AppLink>
      </div>
    </Stack>
  );
}

/**
 * Signing up happens on the sign-in page in its sign-up mode, tagged with this page as where it
 * started (the flow tag, as Home's post-project call to action does), and comes back to the voice
 * actor's welcome step.
 */
function SignUp() {
  const { session } = useAppServices();
  const user = useUser();
  const providerId = user?.provider_id ?? null;
  return (
    <section aria-labelledby="jobs-signup" className={styles.panel}>
      <Heading level={2} id="jobs-signup">
        Start getting voice-over jobs
      </Heading>
      {user === null ? (
        <>
          <Text>
            Creating a voice actor profile is free. Invitations to castings go out by membership level, paid
            plans first.
          </Text>
          <div className={styles.links}>
            <Button
              variant="primary"
              onClick={() => {
                session.actor.send({
                  type: 'session.signIn',
                  path: '/onboarding/voice_actor_welcome',
                  action: 'signup',
                  context: 'voice-over-jobs',
                });
              }}
            >
              Sign up as a voice actor
            </Button>
          </div>
        </>
      ) : providerId !== null && providerId > 0 ? (
        <>
          <Text>Clients find you by your profile: keep your demos, samples and languages up to date.</Text>
          <AppLink to={`/voice-actor/${String(providerId)}/editable`} variant="standalone">
            Edit your profile
          </AppLink>
        </>
      ) : (
        <Text>
          You are signed in with a client account. Voice actors audition from an account of their own.
        </Text>
      )}
    </section>
  );
}
