import { useQuery } from '@tanstack/react-query';
import type { Attribute, AttributeGroup } from '@vo/sdk';
import { Button, Checkbox, Dialog, Heading, Select, Skeleton, Text } from '@vo/ui';
import { useId, useState } from 'react';
import * as styles from './SearchPage.css';
import {
  activeFilterCount,
  attributesQuery,
  FILTER_GROUPS,
  keyOfGroup,
  type FilterGroup,
  type SearchState,
} from './searchQuery';

const GROUP_LABELS: Record<FilterGroup, string> = {
  languages: 'Languages',
  voice_age_genders: 'Voice age and gender',
  additional_services: 'Additional services',
  recording_capabilities: 'Recording capabilities',
};

/**
 * The countries voice actors work from that the location filter offers, by name. Named here, not
 * with Intl.DisplayNames: its first use costs a page 120 to 140 ms of main thread at a phone's speed.
 */
const countryOptions = [
  { value: 'AR', label: 'Argentina' },
  { value: 'AU', label: 'Australia' },
  { value: 'BR', label: 'Brazil' },
  { value: 'CA', label: 'Canada' },
  { value: 'FR', label: 'France' },
  { value: 'DE', label: 'Germany' },
  { value: 'IE', label: 'Ireland' },
  { value: 'IT', label: 'Italy' },
  { value: 'MX', label: 'Mexico' },
  { value: 'NL', label: 'Netherlands' },
  { value: 'PT', label: 'Portugal' },
  { value: 'ES', label: 'Spain' },
  { value: 'GB', label: 'United Kingdom' },
  { value: 'US', label: 'United States' },
];

export interface SearchFiltersProps {
  /** The search the filters show and change. */
  state: SearchState;
  /** Called with the search a choice makes. */
  onChange: (next: SearchState) => void;
}

/**
 * The filters on a phone (issue 39, item 2): the results come first, the filters wait behind a
 * button that says how many are chosen and opens them in a dialog (full screen on a phone). A choice
 * applies at once, as beside the results: the results behind the dialog and the address follow.
 * The stylesheet hides the button from the tablet breakpoint, where the filters stand beside the
 * results, so the server's page is already right.
 */
export function FiltersButton({ state, onChange }: SearchFiltersProps) {
  const [open, setOpen] = useState(false);
  const chosen = activeFilterCount(state);
  return (
    <div className={styles.filtersButton}>
      <Button
        variant="secondary"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
        }}
      >
        {chosen > 0 ? `Filters (${chosen})` : 'Filters'}
      </Button>
      <Dialog
        title="Filters"
        open={open}
        onOpenChange={({ open: next }) => {
          setOpen(next);
        }}
        actions={
          <Button
            onClick={() => {
              setOpen(false);
            }}
          >
            Show results
          </Button>
        }
      >
        {/* The dialog's title names the filters: no second heading inside it. */}
        <SearchFilters state={state} onChange={onChange} headed={false} />
      </Dialog>
    </div>
  );
}

/** The search's filters: location, then a group of choices per attribute group (open when one is chosen). */
export function SearchFilters({
  state,
  onChange,
  headed = true,
}: SearchFiltersProps & {
  /** Whether the filters have their own 'Filters' heading (not in the dialog, whose title it is). @default true */
  headed?: boolean;
}) {
  // The page holds the filters twice (beside the results, and in the phone's dialog when open).
  const headingId = useId();
  const attributes = useQuery(attributesQuery());
  const groups: AttributeGroup | null = attributes.data?.status === 200 ? attributes.data.data : null;
  const toggle = (group: FilterGroup, id: number, on: boolean) => {
    const key = keyOfGroup(group);
    const current = state.ids[key];
    onChange({
      ...state,
      ids: { ...state.ids, [key]: on ? [...current, id] : current.filter((other) => other !== id) },
    });
  };
  return (
    <section aria-labelledby={headed ? headingId : undefined} className={styles.filters}>
      {headed ? (
        <Heading level={2} id={headingId}>
          Filters
        </Heading>
      ) : null}
      <Select
        label="Location"
        placeholder="Anywhere"
        options={countryOptions}
        value={state.country ?? ''}
        onValueChange={({ value }) => {
          onChange({ ...state, country: value === '' ? null : value });
        }}
      />
      {groups === null ? (
        attributes.isError ? (
          <Text tone="muted">The filters could not be loaded.</Text>
        ) : (
          <Skeleton lines={4} aria-label="Loading the filters" />
        )
      ) : (
        FILTER_GROUPS.map((group) => (
          <FilterGroupChoices
            key={group}
            label={GROUP_LABELS[group]}
            choices={groups[group]}
            chosen={state.ids[keyOfGroup(group)].filter((id) =>
              groups[group].some((choice) => choice.id === id),
            )}
            onToggle={(id, on) => {
              toggle(group, id, on);
            }}
          />
        ))
      )}
    </section>
  );
}

function FilterGroupChoices({
  label,
  choices,
  chosen,
  onToggle,
}: {
  label: string;
  choices: readonly Attribute[];
  chosen: readonly number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  const picked = chosen.length;
  return (
    <details className={styles.group} open={picked > 0 ? true : undefined}>
      <summary className={styles.groupSummary}>{picked > 0 ? `${label} (${picked})` : label}</summary>
      <fieldset className={styles.choices}>
        <legend className={styles.visuallyHidden}>{label}</legend>
        {choices.map((choice) => (
          <Checkbox
            key={choice.id}
            label={choice.name}
            checked={chosen.includes(choice.id)}
            onCheckedChange={({ checked }) => {
              onToggle(choice.id, checked);
            }}
          />
        ))}
      </fieldset>
    </details>
  );
}
