import {
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
} from 'xstate';

/** An entity as the server stores it: its status and what the rules need to know about it. */
export interface EntityState<TMachine extends AnyStateMachine> {
  status: string;
  context: ContextFrom<TMachine>;
}

export type Decision<TMachine extends AnyStateMachine> =
  | { allowed: true; status: string; context: ContextFrom<TMachine> }
  | { allowed: false; status: string; context: ContextFrom<TMachine> };

/**
 * The server's question, answered by the machine itself and nothing else: may this event (which
 * names its sender) be sent to an entity in this status, and what status follows? Pure: no actor
 * is started, no action runs, nothing is sent anywhere.
 */
export function decide<TMachine extends AnyStateMachine>(
  machine: TMachine,
  entity: EntityState<TMachine>,
  event: EventFromLogic<TMachine>,
): Decision<TMachine> {
  const snapshot = machine.resolveState({ value: entity.status, context: entity.context });
  if (!snapshot.can(event)) return { allowed: false, status: entity.status, context: entity.context };
  // transition() is pure: it returns the next snapshot and the actions, and runs none of them.
  const [next]: [AnyMachineSnapshot, unknown[]] = transition<AnyStateMachine>(machine, snapshot, event);
  // The machine's own context type: transition() only loses it through AnyStateMachine.
  return { allowed: true, status: String(next.value), context: next.context as ContextFrom<TMachine> };
}
