import type { User } from '@vo/sdk';
import { PendingInfoDot } from '@vo/ui';
import type { HTMLAttributes } from 'react';
import * as styles from './PendingInfoDots.css';
import { pendingInfoDots, type PendingInfoExtra } from './pendingInfo';

export interface PendingInfoDotsProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The signed-in user. */
  user: User;
  /** The voice actor's payout settings (not in User); without them no payment dot. @default undefined */
  paymentSettings?: PendingInfoExtra['paymentSettings'];
}

/** The user's pending-info dots (spec section 4), each with its meaning as its label; nothing when none. */
export function PendingInfoDots({ user, paymentSettings, ...rest }: PendingInfoDotsProps) {
  const kinds = pendingInfoDots(user, { paymentSettings });
  if (kinds.length === 0) return null;
  return (
    <span {...rest} className={[styles.dots, rest.className].filter(Boolean).join(' ')}>
      {kinds.map((kind) => (
        <PendingInfoDot key={kind} kind={kind} />
      ))}
    </span>
  );
}
