import { useQuery } from '@tanstack/react-query';
import { Checkbox, EmptyState, Skeleton, Stack, Text } from '@vo/ui';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import { MAX_RELATED_SAMPLES, ownSamplesQuery } from './auditionQuery';
import * as styles from './AuditionForm.css';

/**
 * The voice actor's own samples to attach to the audition (related_samples), ticked on and off; at
 * most 20 go with it, as the contract allows.
 */
export function AuditionSamples({
  providerId,
  chosen,
  error,
  onChange,
}: {
  providerId: number;
  chosen: readonly number[];
  error: string | undefined;
  onChange: (chosen: number[]) => void;
}) {
  const query = useQuery(ownSamplesQuery(providerId));
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>Related samples</legend>
      <Stack gap="sm">
        <Text size="sm" tone="muted">
          {`Attach samples of yours that fit this casting (at most ${String(MAX_RELATED_SAMPLES)}).`}
        </Text>
        <QueryState
          query={query}
          loading={
            <div role="status" aria-busy="true" aria-label="Loading your samples">
              <Skeleton lines={3} />
            </div>
          }
          failed={{ title: 'Your samples could not be loaded', headingLevel: 3, retryVariant: 'secondary' }}
          isEmpty={({ data }) => data.length === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title="No samples yet"
              message="Samples you add to your profile can go with your auditions."
              action={
                <AppLink to={`/voice-actor/${String(providerId)}/editable`} variant="standalone">
                  Add samples to your profile
                </AppLink>
              }
            />
          }
        >
          {({ data }) => (
            <ul className={styles.choices}>
              {data.map((sample) => (
                <li key={sample.id}>
                  <Checkbox
                    label={sample.name}
                    checked={chosen.includes(sample.id)}
                    onCheckedChange={({ checked }) => {
                      onChange(checked ? [...chosen, sample.id] : chosen.filter((id) => id !== sample.id));
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </QueryState>
        {error === undefined ? null : (
          <Text tone="danger" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </fieldset>
  );
}
