// Stripe's request encoding: application/x-www-form-urlencoded with brackets for nesting
// (`metadata[project_id]=7`, `expand[0]=latest_charge`, `card[number]=4242...`), the way the
// official SDK writes bodies (POST) and query strings (GET, DELETE).

/** A decoded form value: text, a nested object or a list. */
export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** Splits `a[b][0]` into ['a', 'b', '0']. */
function pathOf(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  const rest = key.slice(first);
  for (const match of rest.matchAll(/\[([^\]]*)\]/g)) parts.push(match[1] ?? '');
  return parts;
}

function setPath(target: FormObject, path: readonly string[], value: string): void {
  let node: FormObject = target;
  for (let i = 0; i < path.length - 1; i++) {
    const part = path[i] ?? '';
    const existing = node[part];
    if (existing !== undefined && typeof existing === 'object' && !Array.isArray(existing)) {
      node = existing;
    } else {
      const created: FormObject = {};
      node[part] = created;
      node = created;
    }
  }
  node[path[path.length - 1] ?? ''] = value;
}

/** Objects whose keys are all 0..n-1 become lists (`expand[0]`, `expand[1]`). */
function listify(value: FormValue): FormValue {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(listify);
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, listify(value[key] ?? '')] as const);
  if (keys.length > 0 && keys.every((key, index) => key === String(index))) {
    return entries.map(([, v]) => v);
  }
  return Object.fromEntries(entries);
}

/** Decodes a form body or query string into Stripe's nested parameters. */
export function parseForm(text: string): FormObject {
  const out: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    // `key[]=v` appends (the SDK writes indexes, other clients may not).
    if (key.endsWith('[]')) {
      const base = pathOf(key.slice(0, -2));
      const list = out[base[0] ?? ''];
      const index = Array.isArray(list) ? list.length : 0;
      setPath(out, [...base, String(index)], value);
      continue;
    }
    setPath(out, pathOf(key), value);
  }
  const result = listify(out);
  return typeof result === 'object' && !Array.isArray(result) ? result : {};
}

/** A parameter as text, or undefined. */
export function text(params: FormObject, key: string): string | undefined {
  const value = params[key];
  return typeof value === 'string' ? value : undefined;
}

/** A parameter as a nested object, or an empty one. */
export function object(params: FormObject, key: string): FormObject {
  const value = params[key];
  return typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** A parameter as a list of text. */
export function list(params: FormObject, key: string): string[] {
  const value = params[key];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

/** metadata[...] as Stripe keeps it: text values only. */
export function metadataOf(params: FormObject): Record<string, string> {
  const raw = object(params, 'metadata');
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
