import type { User } from '@vo/sdk';
import type { ActiveRole } from '@vo/machines';
import { GettingStartedBadge } from '@vo/ui';
import { completedGettingStartedActions, showGettingStartedBadge } from './gettingStarted';
import { hasCountry, hasOrganizationType } from './pendingInfo';

export interface ClientGettingStartedBadgeProps {
  /** The signed-in user. */
  user: User;
  /** The role the user acts in; the badge is for clients. @default undefined (any role) */
  activeRole?: ActiveRole;
}

/** The client's getting-started badge (spec section 4), shown by showGettingStartedBadge's rule. */
export function ClientGettingStartedBadge({ user, activeRole }: ClientGettingStartedBadgeProps) {
  if (!showGettingStartedBadge(user, { activeRole })) return null;
  return (
    <GettingStartedBadge
      completed={completedGettingStartedActions(user)}
      hasCountry={hasCountry(user)}
      hasOrganizationType={hasOrganizationType(user)}
    />
  );
}
