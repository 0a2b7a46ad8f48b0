import type { Attribute, AttributeGroup } from '@vo/sdk';
import { Heading, Text } from '@vo/ui';
import { useId } from 'react';
import { DEADLINE_CHOICES, USAGE_CHOICES, type ProjectDraft } from './projectForm';
import * as styles from './PostProject.css';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const namesOf = (options: readonly Attribute[], ids: readonly number[]): string =>
  options
    .filter((option) => ids.includes(option.id))
    .map((option) => option.name)
    .join(', ');

/**
 * The project as voice actors will read it on its specs page, before it is posted (`/preview`):
 * what it is, the voice wanted, the terms and the script.
 */
export function ProjectPreview({ draft, attributes }: { draft: ProjectDraft; attributes: AttributeGroup }) {
  const headingId = useId();
  const languages = namesOf(attributes.languages, draft.languages);
  const voices = namesOf(attributes.voice_age_genders, draft.voiceAgeGenders);
  const usage = USAGE_CHOICES.find((choice) => choice.value === draft.usage)?.label;
  const open = DEADLINE_CHOICES.find((choice) => choice.value === draft.deadline)?.label;
  const budget = draft.budget.trim() === '' ? null : money.format(Number(draft.budget));
  const facts: [string, string][] = [
    ['Languages', languages === '' ? 'Any language' : languages],
    ['Voice age and gender', voices === '' ? 'Any voice' : voices],
    ['Usage', usage ?? 'To be agreed'],
    ['Budget', budget ?? 'Open to quotes'],
    ['Receives proposals for', open ?? 'Until its current deadline'],
    ['Proposals wanted', `About ${draft.proposalsWanted.trim()}`],
    ['Invitations', draft.autoInvites ? 'Now inviting' : 'Client-invites only'],
    ['Payment', draft.securePayment ? 'Secure Payment and Delivery' : 'Paid directly by the client'],
  ];
  return (
    <article className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {draft.name.trim()}
      </Heading>
      {draft.description.trim() === '' ? (
        <Text tone="muted">No description yet.</Text>
      ) : (
        <p className={styles.prose}>{draft.description}</p>
      )}
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.factRow}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <Heading level={3}>Script</Heading>
      {draft.script.trim() === '' ? (
        <Text tone="muted">No script yet: voice actors read their own sample.</Text>
      ) : (
        <pre className={styles.script}>{draft.script}</pre>
      )}
    </article>
  );
}
