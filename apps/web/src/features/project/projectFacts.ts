import type { Project } from '@vo/sdk/hooks';
import { SECURE_PAYMENT_LABELS } from '@vo/machines';
import {
  countWords,
  estimateDuration,
  formatAudience,
  formatDuration,
  formatValueAndUnit,
  formatWordCount,
} from '@vo/ui';
import { formatDateTime, formatMoney } from './projectFormat';

/** A term and its words, as the specs and terms list them. */
export type Fact = readonly [term: string, value: string];

const names = (refs: readonly { name: string }[] | undefined, none: string): string =>
  refs === undefined || refs.length === 0 ? none : refs.map((ref) => ref.name).join(', ');

/**
 * Every answer of the project form (and a booking's own fields), in the words the client read on
 * the form's preview: a field left empty says so ('Any language', 'To be agreed') rather than
 * vanishing, so that whoever answers the project knows it was not asked.
 */
function factsOf(project: Project) {
  const props = project.service_properties;
  const booking = props?.booking ?? null;
  const casting = project.type === 'casting';
  const budget = props?.budget ?? booking?.fixed_budget ?? null;
  // A casting's usage is its own field; a booking's is one of its booking fields.
  const usage = props?.usage ?? booking?.usage ?? null;
  const script = props?.script ?? booking?.script ?? null;
  const words = script === null ? 0 : countWords(script);
  return {
    languages: ['Languages', names(props?.languages, 'Any language')],
    voices: ['Voice age and gender', names(props?.voice_age_genders, 'Any voice')],
    usage: ['Usage', usage === null ? 'To be agreed' : formatValueAndUnit(usage)],
    audience: booking === null ? null : ['Audience', formatAudience(booking.audience_size)],
    length: booking === null ? null : ['Recording length', formatValueAndUnit(booking.recording_length)],
    script: [
      'Script length',
      words === 0
        ? 'No script yet'
        : `${formatWordCount(words)}, about ${formatDuration(estimateDuration(words))} read aloud`,
    ],
    deadline: [
      casting ? 'Proposals until' : 'Recording due',
      project.deadline === null ? 'No deadline yet' : formatDateTime(project.deadline),
    ],
    budget: ['Budget', budget === null ? 'Open to proposals' : formatMoney(budget)],
    proposalsWanted:
      props?.proposals_wanted == null
        ? null
        : ['Proposals wanted', `About ${String(props.proposals_wanted)}`],
    securePayment: [
      'Secure payment',
      project.secure_payment_enabled !== true
        ? 'Off'
        : project.type === 'booking' && project.secure_payment_status
          ? SECURE_PAYMENT_LABELS[project.secure_payment_status]
          : 'On',
    ],
    payment: [
      'Payment',
      project.secure_payment_enabled === true
        ? 'Secure Payment and Delivery: the client pays in, the funds are held, then released to the voice actor'
        : 'Paid directly by the client',
    ],
    invitations: casting
      ? ['Invitations', project.auto_invites_enabled === true ? 'Now inviting' : 'Client-invites only']
      : null,
    revisions: booking?.revisions === undefined ? null : ['Revisions included', String(booking.revisions)],
    turnaround:
      booking?.turnaround === undefined
        ? null
        : ['Turnaround', `${String(booking.turnaround)} ${booking.turnaround === 1 ? 'day' : 'days'}`],
  } satisfies Record<string, Fact | null>;
}

const present = (facts: readonly (Fact | null)[]): Fact[] =>
  facts.filter((fact): fact is Fact => fact !== null);

/** What the voice is asked for (the Specs view). */
export function specFacts(project: Project): Fact[] {
  const f = factsOf(project);
  return present([
    f.languages,
    f.voices,
    f.usage,
    f.audience,
    f.length,
    f.script,
    f.deadline,
    f.budget,
    f.proposalsWanted,
    f.securePayment,
  ]);
}

/** What the work is done on (the Terms view). */
export function termFacts(project: Project): Fact[] {
  const f = factsOf(project);
  return present([
    f.budget,
    f.payment,
    f.deadline,
    f.usage,
    f.audience,
    f.length,
    f.revisions,
    f.turnaround,
    f.proposalsWanted,
    f.invitations,
  ]);
}
