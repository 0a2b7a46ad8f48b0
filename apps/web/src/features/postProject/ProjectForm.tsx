import type { Attribute, AttributeGroup, LimitOffers } from '@vo/sdk';
import { Checkbox, Heading, Select, Switch, Text, TextArea, TextField } from '@vo/ui';
import { useEffect, useId, useRef, useState, type FormEvent, type PointerEvent, type ReactNode } from 'react';
import {
  DEADLINE_CHOICES,
  FIELD_ORDER,
  fieldError,
  KEEP_DEADLINE,
  LIMITS,
  USAGE_CHOICES,
  validateDraft,
  type DraftErrors,
  type DraftField,
  type ProjectDraft,
} from './projectForm';
import type { FormProblem } from './formProblem';
import * as styles from './PostProject.css';

/** Moves the focus to the first field with an error; false when there is none. */
function focusFirst(elements: Partial<Record<DraftField, HTMLElement | null>>, errors: DraftErrors): boolean {
  const first = FIELD_ORDER.find((field) => errors[field] !== undefined);
  if (first === undefined) return false;
  const target = elements[first];
  // A group of checkboxes is focused on its first box.
  (target instanceof HTMLFieldSetElement ? target.querySelector('input') : target)?.focus();
  return true;
}

export interface ProjectFormProps {
  /** The form's values (the page keeps them, and the draft with them). */
  draft: ProjectDraft;
  onDraftChange: (draft: ProjectDraft) => void;
  attributes: AttributeGroup;
  limits: LimitOffers;
  /** What the fields may change: all of it on a new project; on an edit, what the project machine allows. */
  editable?: { fields: boolean; autoInvites: boolean; securePayment: boolean };
  /** The deadline kept on an edit, as the client reads it. */
  keptDeadline?: string;
  /** Called with a valid draft and the button's action; an invalid draft gets its errors shown instead. */
  onSubmit: (action: string) => void;
  /** The server's answer to the last submit. */
  problem: FormProblem | null;
  /** The buttons (submit buttons carry their action as `value`). */
  actions: ReactNode;
  /** Text under the buttons (what happens next). */
  footnote?: ReactNode;
}

/**
 * The project form (`/post`, `/post/{populateForm}`, `/edit/{projectId}`): name, description,
 * script, languages, voice ages and genders, usage, deadline, budget, the approximate number of
 * proposals wanted (required, spec section 5), secure payment and auto invites. A field's problem
 * shows beside it when the field is left; a submit flags every field with a problem at once and
 * moves the focus to the first of them, as does a refusal from the server (every field it names).
 */
export function ProjectForm({
  draft,
  onDraftChange,
  attributes,
  limits,
  editable = { fields: true, autoInvites: true, securePayment: true },
  keptDeadline,
  onSubmit,
  problem,
  actions,
  footnote,
}: ProjectFormProps) {
  const [touched, setTouched] = useState<ReadonlySet<DraftField>>(new Set());
  const fields = useRef<Partial<Record<DraftField, HTMLElement | null>>>({});
  const formErrorId = useId();
  const disabled = !editable.fields;

  const errorOf = (field: DraftField): string | undefined =>
    problem?.fields[field] ?? (touched.has(field) ? fieldError(field, draft, limits) : undefined);
  // A press on a submit button first takes the focus from the field being typed in. Checking that
  // field then would show its message and move the buttons down under the pointer, and the click
  // would be lost (the first submit flagged only that field): the submit checks every field instead.
  const pressingSubmit = useRef(false);
  const pressStart = (event: PointerEvent<HTMLFormElement>) => {
    if (!(event.target instanceof Element) || event.target.closest('button[type="submit"]') === null) return;
    pressingSubmit.current = true;
    const view = event.currentTarget.ownerDocument;
    const release = () => {
      pressingSubmit.current = false;
    };
    view.addEventListener('pointerup', release, { once: true });
    view.addEventListener('pointercancel', release, { once: true });
  };
  const leave = (field: DraftField) => () => {
    if (pressingSubmit.current) return;
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };
  const change = (patch: Partial<ProjectDraft>) => {
    onDraftChange({ ...draft, ...patch });
  };
  const register = (field: DraftField) => (element: HTMLElement | null) => {
    fields.current[field] = element;
  };
  // The server's answer flags its fields as the form's own checks do: the focus goes to the first.
  useEffect(() => {
    if (problem !== null) focusFirst(fields.current, problem.fields);
  }, [problem]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const action = submitter instanceof HTMLButtonElement ? submitter.value : '';
    // Every field is checked at once, and every problem shown together.
    setTouched(new Set(FIELD_ORDER));
    if (focusFirst(fields.current, editable.fields ? validateDraft(draft, limits) : {})) return;
    onSubmit(action);
  };

  const deadlineChoices = [
    ...(keptDeadline === undefined ? [] : [{ value: KEEP_DEADLINE, label: `Keep ${keptDeadline}` }]),
    ...DEADLINE_CHOICES,
  ];

  return (
    <form
      className={styles.form}
      onSubmit={submit}
      onPointerDown={pressStart}
      noValidate
      aria-describedby={problem?.message == null ? undefined : formErrorId}
    >
      <section className={styles.section} aria-labelledby={`${formErrorId}-about`}>
        <Heading level={2} id={`${formErrorId}-about`}>
          About the project
        </Heading>
        <TextField
          ref={register('name')}
          label="Project name"
          hint="Voice actors see it first, in their invitations and in listings."
          required
          maxLength={LIMITS.name}
          disabled={disabled}
          value={draft.name}
          onValueChange={({ value }) => {
            change({ name: value });
          }}
          onBlur={leave('name')}
          error={errorOf('name')}
        />
        <TextArea
          ref={register('description')}
          label="Description"
          hint="What the recording is for, the tone you want, and anything voice actors should know."
          maxLength={LIMITS.description}
          rows={5}
          disabled={disabled}
          value={draft.description}
          onValueChange={({ value }) => {
            change({ description: value });
          }}
          onBlur={leave('description')}
          error={errorOf('description')}
        />
        <TextArea
          ref={register('script')}
          label="Script"
          hint="The script, or an excerpt of it, for the auditions."
          maxLength={LIMITS.script}
          rows={6}
          disabled={disabled}
          value={draft.script}
          onValueChange={({ value }) => {
            change({ script: value });
          }}
          onBlur={leave('script')}
          error={errorOf('script')}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${formErrorId}-voice`}>
        <Heading level={2} id={`${formErrorId}-voice`}>
          The voice you need
        </Heading>
        <AttributeChoices
          ref={register('languages')}
          legend="Languages"
          options={attributes.languages}
          chosen={draft.languages}
          long
          disabled={disabled}
          error={errorOf('languages')}
          onChange={(languages) => {
            change({ languages });
          }}
          onLeave={leave('languages')}
        />
        <AttributeChoices
          ref={register('voiceAgeGenders')}
          legend="Voice age and gender"
          options={attributes.voice_age_genders}
          chosen={draft.voiceAgeGenders}
          long={false}
          disabled={disabled}
          error={errorOf('voiceAgeGenders')}
          onChange={(voiceAgeGenders) => {
            change({ voiceAgeGenders });
          }}
          onLeave={leave('voiceAgeGenders')}
        />
      </section>

      <section className={styles.section} aria-labelledby={`${formErrorId}-terms`}>
        <Heading level={2} id={`${formErrorId}-terms`}>
          Terms
        </Heading>
        <div className={styles.row}>
          <Select
            ref={register('usage')}
            label="Usage"
            hint="How long you will use the recording."
            placeholder="Not decided yet"
            options={USAGE_CHOICES}
            disabled={disabled}
            value={draft.usage}
            onValueChange={({ value }) => {
              change({ usage: value });
            }}
            onBlur={leave('usage')}
            error={errorOf('usage')}
          />
          <Select
            ref={register('deadline')}
            label="Receive proposals for"
            hint="The casting closes at this deadline."
            options={deadlineChoices}
            disabled={disabled}
            value={draft.deadline}
            onValueChange={({ value }) => {
              change({ deadline: value });
            }}
            onBlur={leave('deadline')}
            error={errorOf('deadline')}
          />
          <TextField
            ref={register('budget')}
            label="Budget"
            hint="In US dollars; leave it empty to let voice actors quote."
            prefix="$"
            inputMode="decimal"
            maxLength={10}
            disabled={disabled}
            value={draft.budget}
            onValueChange={({ value }) => {
              change({ budget: value });
            }}
            onBlur={leave('budget')}
            error={errorOf('budget')}
          />
          <TextField
            ref={register('proposalsWanted')}
            label="Approximate number of proposals wanted"
            hint={`Up to ${String(limits.limit)}: invitations stop once enough proposals arrived.`}
            required
            inputMode="numeric"
            maxLength={4}
            disabled={disabled}
            value={draft.proposalsWanted}
            onValueChange={({ value }) => {
              change({ proposalsWanted: value });
            }}
            onBlur={leave('proposalsWanted')}
            error={errorOf('proposalsWanted')}
          />
        </div>
        <Switch
          label="Invite matching voice actors for me"
          description="On: the casting is 'now inviting' voice actors who match it. Off: client-invites only."
          checked={draft.autoInvites}
          disabled={!editable.autoInvites}
          onCheckedChange={({ checked }) => {
            change({ autoInvites: checked });
          }}
        />
        <Switch
          label="Secure Payment and Delivery"
          description={
            editable.securePayment
              ? 'You pay when you book; the funds are held, then released to the voice actor when you accept the recording.'
              : 'Switched on or off from the project page.'
          }
          checked={draft.securePayment}
          disabled={!editable.securePayment}
          onCheckedChange={({ checked }) => {
            change({ securePayment: checked });
          }}
        />
      </section>

      {problem?.message == null ? null : (
        <p id={formErrorId} role="alert" className={styles.formError}>
          {problem.message}
        </p>
      )}
      <div className={styles.actions}>{actions}</div>
      {footnote === undefined ? null : (
        <Text size="sm" tone="muted">
          {footnote}
        </Text>
      )}
    </form>
  );
}

interface AttributeChoicesProps {
  legend: string;
  options: readonly Attribute[];
  chosen: readonly number[];
  long: boolean;
  disabled: boolean;
  error: string | undefined;
  onChange: (chosen: number[]) => void;
  onLeave: () => void;
  ref: (element: HTMLFieldSetElement | null) => void;
}

/** A group of attributes to tick (languages, voice ages and genders), with its error under it. */
function AttributeChoices({
  legend,
  options,
  chosen,
  long,
  disabled,
  error,
  onChange,
  onLeave,
  ref,
}: AttributeChoicesProps) {
  const errorId = useId();
  return (
    <fieldset
      ref={ref}
      className={styles.group}
      aria-describedby={error === undefined ? undefined : errorId}
      onBlur={(event) => {
        // Left the group, not moved from one box to the next.
        if (!event.currentTarget.contains(event.relatedTarget)) onLeave();
      }}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={long ? `${styles.choices} ${styles.longChoices}` : styles.choices}>
        {options.map((option) => (
          <Checkbox
            key={option.id}
            label={option.name}
            disabled={disabled}
            checked={chosen.includes(option.id)}
            onCheckedChange={({ checked }) => {
              onChange(checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id));
            }}
          />
        ))}
      </div>
      {error === undefined ? null : (
        <p id={errorId} role="alert" className={styles.formError}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
