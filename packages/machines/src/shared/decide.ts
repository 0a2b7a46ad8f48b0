import {
  transition,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type ContextFrom,
  type EventFromLogic,
  type StateValueFrom,
} from 'xstate';

/**
 * The statuses of a machine whose top-level states are its statuses: the names of those states,
 * read from the machine's own definition (so `'reviewd'` is not one).
 */
export type StatusOf<TMachine extends AnyStateMachine> = Extract<StateValueFrom<TMachine>, string>;

/** An entity as the server stores it: its status (one of the machine's) and what the rules need to know. */
export interface EntityState<TMachine extends AnyStateMachine, TStatus extends string = StatusOf<TMachine>> {
  status: TStatus;
  context: ContextFrom<TMachine>;
}

export type Decision<TMachine extends AnyStateMachine, TStatus extends string = StatusOf<TMachine>> =
  | { allowed: true; status: TStatus; context: ContextFrom<TMachine> }
  | { allowed: false; status: TStatus; context: ContextFrom<TMachine> };

/**
 * The server's question, answered by the machine itself and nothing else: may this event (which
 * names its sender) be sent to an entity in this status, and what status follows? Pure: no actor
 * is started, no action runs, nothing is sent anywhere.
 */
export function decide<TMachine extends AnyStateMachine, TStatus extends string = StatusOf<TMachine>>(
  machine: TMachine,
  entity: EntityState<TMachine, TStatus>,
  event: EventFromLogic<TMachine>,
): Decision<TMachine, TStatus> {
  const snapshot = machine.resolveState({ value: entity.status, context: entity.context });
  if (!snapshot.can(event)) return { allowed: false, status: entity.status, context: entity.context };
  // transition() is pure: it returns the next snapshot and the actions, and runs none of them.
  const [next]: [AnyMachineSnapshot, unknown[]] = transition<AnyStateMachine>(machine, snapshot, event);
  // The machine's top-level states are its statuses (a status union the machine itself defines);
  // transition() only loses that type through AnyStateMachine.
  // The machine's own context type, likewise.
  return {
    allowed: true,
    status: String(next.value) as TStatus,
    context: next.context as ContextFrom<TMachine>,
  };
}

/**
 * A checked parse of a status the database stores as text: the status itself when the machine
 * knows it, else a clear error naming the entity and the statuses it may have. One per machine
 * (`parseProjectStatus`, ...), used where a row becomes an entity.
 */
export function statusParser<const TStatus extends string>(
  entity: string,
  statuses: readonly TStatus[],
): (value: string) => TStatus {
  return (value) => {
    const found = statuses.find((status) => status === value);
    if (found === undefined)
      throw new Error(`Unknown ${entity} status "${value}": expected one of ${statuses.join(', ')}.`);
    return found;
  };
}
