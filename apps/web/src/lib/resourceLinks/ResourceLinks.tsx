import { Heading, Inline, Stack } from '@vo/ui';
import { useId } from 'react';
import { AppLink } from '../AppLink';

/** The marketplace's public resources (spec section 2), in the order people look for them. */
export const RESOURCES = [
  { to: '/voice-actor-directory', label: 'Voice actor directory' },
  { to: '/voice-over-rates', label: 'Voice-over rates' },
  { to: '/voice-over-jobs', label: 'Voice-over jobs' },
  { to: '/script-timer-calculator', label: 'Script timer calculator' },
] as const;

/**
 * Links to the public resource pages, placed where people browse (Home, Search, a profile): without
 * them the directory, the rates, the jobs and the script timer could only be reached by address.
 */
export function ResourceLinks() {
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <Stack gap="sm">
        <Heading level={2} id={headingId}>
          Resources
        </Heading>
        <Inline gap="lg">
          {RESOURCES.map((resource) => (
            <AppLink key={resource.to} to={resource.to} variant="standalone">
              {resource.label}
            </AppLink>
          ))}
        </Inline>
      </Stack>
    </nav>
  );
}
