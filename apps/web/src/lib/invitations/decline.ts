import type { RejectionReason } from '@vo/sdk';
import { DECLINE_PROBLEM_MESSAGES, declineProblem } from '@vo/machines';
import type { DeclineCheck } from '@vo/ui';

/** The decline form's rule, the invitation machine's: a reason, and details when the reason is other. */
export const checkDecline: DeclineCheck = ({ reason, details }) => {
  switch (declineProblem({ rejectionReason: reason, rejectionReasonDetails: details })) {
    case 'missing-rejection-reason':
      return 'reason';
    case 'missing-rejection-reason-details':
      return 'details';
    case null:
      return null;
  }
};

/** The decline form's messages, the machine's wording for each problem. */
export const DECLINE_LABELS = {
  reasonRequired: DECLINE_PROBLEM_MESSAGES['missing-rejection-reason'],
  detailsRequired: DECLINE_PROBLEM_MESSAGES['missing-rejection-reason-details'],
} as const;

/** What the voice actor sends to decline. */
export interface DeclineAnswer {
  readonly reason: RejectionReason;
  readonly details: string | null;
}
