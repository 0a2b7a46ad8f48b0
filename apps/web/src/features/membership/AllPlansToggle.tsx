import { Button, Inline } from '@vo/ui';

/**
 * Shows every plan, or only those shown by default (spec section 9); absent when every plan is a
 * default one.
 */
export function AllPlansToggle({
  plans,
  all,
  onChange,
}: {
  plans: readonly { is_default?: boolean }[];
  all: boolean;
  onChange: (all: boolean) => void;
}) {
  if (plans.every((plan) => plan.is_default === true)) return null;
  return (
    <Inline gap="sm">
      <Button
        variant="tertiary"
        aria-expanded={all}
        onClick={() => {
          onChange(!all);
        }}
      >
        {all ? 'Show the main plans' : 'Show all plans'}
      </Button>
    </Inline>
  );
}
