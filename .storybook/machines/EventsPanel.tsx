import { useId, useState, type FormEvent } from 'react';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { CAST_NAMES, describeViewer } from './cast';
import type { MachineRefusal } from './inspectorText';
import { guardRefusal } from './lab';
import {
  buildEvent,
  fieldLabel,
  initialValues,
  OMIT,
  type FieldValues,
  type PayloadField,
  type PayloadSpec,
} from './payload';
import { eventTypesHandledBy, listEventTypes, type Statechart } from './statechart';
import styles from './MachineInspector.module.css';

interface EventsPanelProps {
  readonly chart: Statechart;
  /** The ids of the active state nodes. */
  readonly active: ReadonlySet<string>;
  readonly snapshot: AnyMachineSnapshot;
  readonly payloads: PayloadSpec;
  readonly defaultPayload: readonly PayloadField[];
  readonly refusal: MachineRefusal | undefined;
  readonly onSend: (event: AnyEventObject) => void;
}

/**
 * The events panel: a form for each event type the current state handles, enabled when
 * `snapshot.can(event)` says the machine takes it with that payload, and the types it does not handle.
 */
export function EventsPanel({
  chart,
  active,
  snapshot,
  payloads,
  defaultPayload,
  refusal,
  onSend,
}: EventsPanelProps) {
  const [sendRefused, setSendRefused] = useState(false);
  const [values, setValues] = useState<Readonly<Record<string, FieldValues>>>({});
  const handled = snapshot.status === 'active' ? eventTypesHandledBy(chart, active) : new Set<string>();
  const eventTypes = listEventTypes(chart);
  const shown = eventTypes.filter((type) => handled.has(type));
  const notHandled = eventTypes.filter((type) => !handled.has(type));
  const fieldsOf = (type: string) => payloads[type] ?? defaultPayload;
  const ids = { events: useId(), refused: useId() };

  return (
    <section aria-labelledby={ids.events} className={styles.panel}>
      <h2 id={ids.events} className={styles.h2}>
        Events
      </h2>
      <p className={styles.checkboxRow}>
        <input
          id={ids.refused}
          type="checkbox"
          checked={sendRefused}
          onChange={(e) => {
            setSendRefused(e.currentTarget.checked);
          }}
        />
        <label htmlFor={ids.refused}>Also let me send refused events (to check they change nothing)</label>
      </p>
      {snapshot.status !== 'active' && (
        <p className={styles.muted}>The actor is {snapshot.status}: it takes no more events.</p>
      )}
      {snapshot.status === 'active' && shown.length === 0 && (
        <p className={styles.muted}>This state handles no event: the machine is working on its own.</p>
      )}
      <div className={styles.forms}>
        {shown.map((type) => {
          const fields = fieldsOf(type);
          return (
            <EventForm
              key={type}
              type={type}
              fields={fields}
              values={values[type] ?? initialValues(fields)}
              onChange={(next) => {
                setValues((all) => ({ ...all, [type]: next }));
              }}
              snapshot={snapshot}
              sendRefused={sendRefused}
              onSend={onSend}
              guardText={guardRefusal(chart.edges, active, type)}
              machineRefusal={refusal}
            />
          );
        })}
      </div>
      {notHandled.length > 0 && (
        <p className={styles.muted}>
          Not handled in this state:{' '}
          {notHandled.map((type, i) => (
            <span key={type}>
              {i > 0 && ', '}
              <code>{type}</code>
            </span>
          ))}
        </p>
      )}
    </section>
  );
}

interface EventFormProps {
  readonly type: string;
  readonly fields: readonly PayloadField[];
  readonly values: FieldValues;
  readonly onChange: (values: FieldValues) => void;
  readonly snapshot: AnyMachineSnapshot;
  readonly sendRefused: boolean;
  readonly onSend: (event: AnyEventObject) => void;
  /** Which guard refuses the event here (from the statechart). */
  readonly guardText: string;
  readonly machineRefusal: MachineRefusal | undefined;
}

function EventForm({
  type,
  fields,
  values,
  onChange,
  snapshot,
  sendRefused,
  onSend,
  guardText,
  machineRefusal,
}: EventFormProps) {
  const id = useId();
  const built = buildEvent(type, fields, values);
  let allowed = false;
  let refusal = '';
  if (!built.ok) {
    refusal = 'Fix the payload first.';
  } else {
    try {
      allowed = snapshot.can(built.event);
      if (!allowed) {
        const says = machineRefusal?.(snapshot, built.event);
        refusal = says ? `${guardText} The machine says: ${says}` : guardText;
      }
    } catch (error) {
      refusal = `Refused: a guard failed (${error instanceof Error ? error.message : String(error)}).`;
    }
  }
  const enabled = built.ok && (allowed || sendRefused);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (built.ok && enabled) onSend(built.event);
  };
  const set = (name: string, value: string | boolean) => {
    onChange({ ...values, [name]: value });
  };

  return (
    <form
      aria-label={`${type} event`}
      className={allowed ? styles.form : styles.formRefused}
      onSubmit={submit}
      noValidate
    >
      {fields.map((field) => {
        const fieldId = `${id}-${field.name}`;
        const error = built.ok ? undefined : built.errors[field.name];
        const errorId = `${fieldId}-error`;
        const common = {
          id: fieldId,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
        };
        const raw = values[field.name];
        const textValue = typeof raw === 'string' ? raw : '';
        return (
          <div key={field.name} className={field.kind === 'checkbox' ? styles.checkboxRow : styles.field}>
            {field.kind === 'checkbox' ? (
              <>
                <input
                  {...common}
                  type="checkbox"
                  checked={raw === true}
                  onChange={(e) => {
                    set(field.name, e.currentTarget.checked);
                  }}
                />
                <label htmlFor={fieldId}>{fieldLabel(field)}</label>
              </>
            ) : (
              <>
                <label htmlFor={fieldId}>{fieldLabel(field)}</label>
                {field.kind === 'sender' && (
                  <select
                    {...common}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  >
                    {CAST_NAMES.map((name) => (
                      <option key={name} value={name}>
                        {describeViewer(name)}
                      </option>
                    ))}
                  </select>
                )}
                {field.kind === 'select' && (
                  <select
                    {...common}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  >
                    {field.optional && <option value={OMIT}>(none)</option>}
                    {field.options.map((option, i) => (
                      <option key={option.label} value={String(i)}>
                        {option.label}
                      </option>
                    ))}
                  </select>
                )}
                {(field.kind === 'text' || field.kind === 'number') && (
                  <input
                    {...common}
                    type="text"
                    inputMode={field.kind === 'number' ? 'decimal' : undefined}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  />
                )}
                {field.kind === 'json' && (
                  <textarea
                    {...common}
                    rows={3}
                    value={textValue}
                    onChange={(e) => {
                      set(field.name, e.currentTarget.value);
                    }}
                  />
                )}
              </>
            )}
            {error && (
              <p id={errorId} className={styles.error}>
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.sendRow}>
        <button
          type="submit"
          className={styles.send}
          disabled={!enabled}
          aria-describedby={allowed ? undefined : `${id}-refusal`}
        >
          {type}
        </button>
        {!allowed && (
          <span id={`${id}-refusal`} className={styles.refusal}>
            {refusal}
          </span>
        )}
      </div>
    </form>
  );
}
