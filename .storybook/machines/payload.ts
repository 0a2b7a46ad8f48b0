// How a story describes the payload of an event, and how the inspector's form values become the
// event object. Pure, so that it can be unit-tested without a browser.
import type { AnyEventObject } from 'xstate';
import { CAST, castNameOf, type CastName } from './cast';

interface FieldBase {
  /** The property of the event object. */
  readonly name: string;
  /** The form label; the property name when absent. */
  readonly label?: string;
}

export type PayloadField =
  | (FieldBase & { readonly kind: 'sender'; readonly initial?: CastName })
  | (FieldBase & { readonly kind: 'text'; readonly initial?: string; readonly optional?: boolean })
  | (FieldBase & { readonly kind: 'number'; readonly initial?: number; readonly optional?: boolean })
  | (FieldBase & { readonly kind: 'checkbox'; readonly initial?: boolean })
  | (FieldBase & {
      readonly kind: 'select';
      readonly options: readonly { readonly label: string; readonly value: unknown }[];
      /** Index of the option selected first. */
      readonly initial?: number;
      /** Adds a first option, "(none)", that leaves the property out. */
      readonly optional?: boolean;
    })
  | (FieldBase & { readonly kind: 'json'; readonly initial?: unknown; readonly optional?: boolean });

/** The payload fields of each event type; event types not listed carry no payload. */
export type PayloadSpec = Readonly<Record<string, readonly PayloadField[]>>;

/** Raw form values: text for inputs and selects, booleans for checkboxes. */
export type FieldValues = Readonly<Record<string, string | boolean>>;

interface FieldOptions<T> {
  readonly label?: string;
  readonly initial?: T;
  /** Left out of the event when empty. */
  readonly optional?: boolean;
}

// Small builders, so that a story reads `sender('finance')`, `number('userId', { initial: 9310 })`.
export const sender = (initial: CastName = 'client', name = 'by', label = 'Sent by'): PayloadField => ({
  kind: 'sender',
  name,
  label,
  initial,
});
export const text = (name: string, options: FieldOptions<string> = {}): PayloadField => ({
  kind: 'text',
  name,
  ...options,
});
export const number = (name: string, options: FieldOptions<number> = {}): PayloadField => ({
  kind: 'number',
  name,
  ...options,
});
export const checkbox = (
  name: string,
  options: Omit<FieldOptions<boolean>, 'optional'> = {},
): PayloadField => ({
  kind: 'checkbox',
  name,
  ...options,
});
/** A select: plain strings are their own label and value. `initial` is an option index. */
export const choice = (
  name: string,
  options: readonly (string | { readonly label: string; readonly value: unknown })[],
  settings: FieldOptions<number> = {},
): PayloadField => ({
  kind: 'select',
  name,
  options: options.map((o) => (typeof o === 'string' ? { label: o, value: o } : o)),
  ...settings,
});
export const json = (name: string, options: FieldOptions<unknown> = {}): PayloadField => ({
  kind: 'json',
  name,
  ...options,
});

/** The option value of a select that leaves an optional property out. */
export const OMIT = '';

export const fieldLabel = (field: PayloadField): string => field.label ?? field.name;

/** The form's first values for `fields`. */
export function initialValues(fields: readonly PayloadField[]): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const field of fields) {
    switch (field.kind) {
      case 'sender':
        values[field.name] = field.initial ?? 'client';
        break;
      case 'text':
        values[field.name] = field.initial ?? '';
        break;
      case 'number':
        values[field.name] = field.initial === undefined ? '' : String(field.initial);
        break;
      case 'checkbox':
        values[field.name] = field.initial ?? false;
        break;
      case 'select':
        values[field.name] =
          field.initial === undefined && field.optional ? OMIT : String(field.initial ?? 0);
        break;
      case 'json':
        values[field.name] = field.initial === undefined ? '' : JSON.stringify(field.initial, null, 2);
        break;
    }
  }
  return values;
}

export type BuiltEvent =
  | { readonly ok: true; readonly event: AnyEventObject }
  | { readonly ok: false; readonly errors: Readonly<Record<string, string>> };

/** The event object the form describes, or the reason each bad field is bad. */
export function buildEvent(type: string, fields: readonly PayloadField[], values: FieldValues): BuiltEvent {
  const event: Record<string, unknown> = { type };
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.name];
    const label = fieldLabel(field);
    switch (field.kind) {
      case 'sender': {
        const name = typeof raw === 'string' && raw in CAST ? (raw as CastName) : undefined;
        if (name) event[field.name] = CAST[name];
        else errors[field.name] = `${label}: pick a sender.`;
        break;
      }
      case 'text': {
        const value = typeof raw === 'string' ? raw : '';
        if (value !== '' || !field.optional) event[field.name] = value;
        break;
      }
      case 'number': {
        const value = typeof raw === 'string' ? raw.trim() : '';
        if (value === '') {
          if (!field.optional) errors[field.name] = `${label}: enter a number.`;
        } else if (Number.isFinite(Number(value))) {
          event[field.name] = Number(value);
        } else {
          errors[field.name] = `${label}: "${value}" is not a number.`;
        }
        break;
      }
      case 'checkbox':
        event[field.name] = raw === true;
        break;
      case 'select': {
        if (field.optional && (raw === OMIT || raw === undefined)) break;
        const option = raw === OMIT ? undefined : field.options[Number(raw)];
        if (option) event[field.name] = option.value;
        else errors[field.name] = `${label}: pick an option.`;
        break;
      }
      case 'json': {
        const value = typeof raw === 'string' ? raw.trim() : '';
        if (value === '') {
          if (!field.optional) errors[field.name] = `${label}: enter a JSON value.`;
          break;
        }
        try {
          event[field.name] = JSON.parse(value) as unknown;
        } catch (error) {
          errors[field.name] =
            `${label}: not valid JSON (${error instanceof Error ? error.message : String(error)}).`;
        }
        break;
      }
    }
  }
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, event: event as AnyEventObject };
}

/**
 * JSON for display: cast members by name, errors with their message, cycles cut (an object seen twice
 * but not inside itself is shown twice), functions and actor references named instead of expanded.
 */
export function toDisplayJson(value: unknown): string {
  const text = JSON.stringify(toPlain(value, []), null, 2) as string | undefined;
  return text ?? 'undefined';
}

function toPlain(value: unknown, ancestors: readonly object[]): unknown {
  const name = castNameOf(value);
  if (name) return `<${name}>`;
  if (typeof value === 'function') return `<function ${value.name || 'anonymous'}>`;
  if (typeof value === 'bigint' || typeof value === 'symbol') return value.toString();
  if (typeof value !== 'object' || value === null) return value;
  if (ancestors.includes(value)) return '<cycle>';
  const inside = [...ancestors, value];
  const plain = (v: unknown) => toPlain(v, inside);
  if (value instanceof Error) {
    return {
      ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)])),
      name: value.name,
      message: value.message,
    };
  }
  if (value instanceof Map)
    return Object.fromEntries([...(value as Map<unknown, unknown>)].map(([k, v]) => [String(k), plain(v)]));
  if (value instanceof Set) return [...(value as Set<unknown>)].map(plain);
  if (Array.isArray(value)) return value.map(plain);
  // Dates, actor references and the like say how they want to be shown.
  if ('toJSON' in value && typeof value.toJSON === 'function')
    return plain((value.toJSON as () => unknown).call(value));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plain(v)]));
}
