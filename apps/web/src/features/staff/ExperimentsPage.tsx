import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExperimentOverview } from '@vo/sdk';
import {
  getListExperimentsQueryKey,
  getListExperimentsQueryOptions,
  setExperimentVariant,
} from '@vo/sdk/hooks';
import { Button, EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { useId, useState } from 'react';
import { AppLink } from '../../lib/AppLink';
import { QueryState } from '../../lib/queryState';
import { LOCAL_ERRORS, refusalOf } from './staffQuery';

/**
 * `/experiments` (spec section 2's experiments tool; section 6: the tester sees experiments; the
 * drawer's Experiments for admins and testers): every running A/B experiment, its variants with how
 * many users and visitors hold each, and the caller's own variant, which they switch to see each
 * variant as the visitors who drew it.
 */
export function ExperimentsPage() {
  const query = useQuery({ ...getListExperimentsQueryOptions({ size: 100 }), meta: LOCAL_ERRORS });
  return (
    <Stack gap="lg">
      <Heading level={1}>Experiments</Heading>
      <Text tone="muted">
        Choose a variant to see the pages as the visitors who drew it do; nobody else’s variant changes.
      </Text>
      <AppLink to="/feature-requests">Feature requests</AppLink>
      <QueryState
        query={query}
        loading={<Skeleton shape="text" lines={5} aria-label="Loading the experiments" />}
        failed={{ title: 'The experiments could not be loaded', headingLevel: 2 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="search"
            headingLevel={2}
            title="No experiment is running"
            message="Experiments show here while they run."
          />
        }
      >
        {({ data }) => (
          <Stack gap="lg">
            {data.map((experiment) => (
              <ExperimentCard key={experiment.name} experiment={experiment} />
            ))}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function ExperimentCard({ experiment }: { experiment: ExperimentOverview }) {
  const queryClient = useQueryClient();
  const nameId = useId();
  const [said, setSaid] = useState<{ tone: 'done' | 'refused'; text: string } | null>(null);
  const choose = useMutation({
    meta: LOCAL_ERRORS,
    mutationFn: (variant: string) => setExperimentVariant(experiment.name, { variant }),
    onMutate: () => {
      setSaid(null);
    },
    onSuccess: async (reply) => {
      setSaid({
        tone: 'done',
        text: `You now see ${experiment.name} as variant ${reply.data.current_variant ?? ''}.`,
      });
      await queryClient.invalidateQueries({ queryKey: getListExperimentsQueryKey() });
    },
    onError: (error) => {
      setSaid({ tone: 'refused', text: refusalOf(error) });
    },
  });
  const total = experiment.variants.reduce((sum, v) => sum + v.assigned, 0);
  return (
    <Stack as="article" gap="sm" aria-labelledby={nameId}>
      <Heading level={2} id={nameId}>
        {experiment.name}
      </Heading>
      <Text>
        {experiment.current_variant === null
          ? 'You have no variant yet: the first page that runs it draws one.'
          : `Your variant: ${experiment.current_variant}`}
      </Text>
      <ul aria-label={`Variants of ${experiment.name}`}>
        {experiment.variants.map((variant) => (
          <li key={variant.name}>
            <Inline gap="sm">
              <Text weight="bold">{variant.name}</Text>
              <Text size="sm" tone="muted">
                {`${String(variant.assigned)} assigned${total > 0 ? ` (${String(Math.round((variant.assigned / total) * 100))}%)` : ''}`}
              </Text>
              {variant.name === experiment.current_variant ? (
                <Text size="sm">Yours</Text>
              ) : (
                <Button
                  size="small"
                  variant="secondary"
                  loading={choose.isPending && choose.variables === variant.name}
                  onClick={() => {
                    choose.mutate(variant.name);
                  }}
                >
                  {`See variant ${variant.name}`}
                </Button>
              )}
            </Inline>
          </li>
        ))}
      </ul>
      {said === null ? null : said.tone === 'done' ? (
        <Text role="status">{said.text}</Text>
      ) : (
        <Text role="alert" tone="danger">
          {said.text}
        </Text>
      )}
    </Stack>
  );
}
