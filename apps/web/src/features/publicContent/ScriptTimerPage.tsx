import { SCRIPT_RATE_TIERS } from '@vo/machines';
import { Heading, ScriptTimer, Stack, Text } from '@vo/ui';
import * as styles from './ScriptTimerPage.css';

const numbers = new Intl.NumberFormat('en');

/** A tier's recording time as the spec writes it: 2 s, 20 s, 3 min, 33 min, 5.5 h. */
function durationOf(seconds: number): string {
  if (seconds >= 3600) return `${numbers.format(seconds / 3600)} h`;
  if (seconds >= 60) return `${numbers.format(seconds / 60)} min`;
  return `${numbers.format(seconds)} s`;
}

/**
 * The script timer calculator (`/script-timer-calculator`, spec section 2): paste a script and read how
 * long its recording runs, from section 9's script rate tiers (the table below comes from
 * `@vo/machines`, where booking quotes read them too).
 */
export function ScriptTimerPage() {
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={1}>Script timer calculator</Heading>
        <Text>
          Paste your script to see how long the voice-over will run. Change the pace for a faster or slower
          read.
        </Text>
      </Stack>
      <ScriptTimer />
      <Stack as="section" gap="md" aria-labelledby="script-tiers">
        <Heading level={2} id="script-tiers">
          How the time is estimated
        </Heading>
        <Text>Between two of these lengths the time grows in proportion to the words.</Text>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Script length</th>
              <th scope="col">Recording time</th>
            </tr>
          </thead>
          <tbody>
            {SCRIPT_RATE_TIERS.map((tier) => (
              <tr key={tier.words}>
                <td>{`${numbers.format(tier.words)} words`}</td>
                <td>{durationOf(tier.seconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Stack>
    </Stack>
  );
}
