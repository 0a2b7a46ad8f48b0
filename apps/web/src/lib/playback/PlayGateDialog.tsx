import { Button, Dialog } from '@vo/ui';
import { useNavigate } from 'react-router';
import type { PlayGate } from './usePlayback';

export interface PlayGateDialogProps {
  /** The gate's state from `usePlayback`. */
  gate: PlayGate;
}

/**
 * The login dialog of the anonymous play gate: sign in or create an account to keep listening, and
 * come back to the same page. Dismissible: the visitor can keep reading the page without playing.
 */
export function PlayGateDialog({ gate }: PlayGateDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={gate.open}
      onOpenChange={gate.onOpenChange}
      title="Sign in to keep listening"
      description={`You have listened to ${String(gate.played)} samples. Sign in or create a free account to listen to every voice actor, save favorites and contact them. You will come back to this page.`}
      actions={
        <>
          <Button
            variant="secondary"
            onClick={() => {
              void navigate(gate.signUpHref);
            }}
          >
            Create an account
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              void navigate(gate.signInHref);
            }}
          >
            Sign in
          </Button>
        </>
      }
    />
  );
}
