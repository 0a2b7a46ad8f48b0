import { ApiError } from '@vo/sdk';
import { FIELD_ORDER, type DraftErrors, type DraftField } from './projectForm';

/**
 * A failed save or post: the server's messages beside the fields they name (every field its 422 or
 * 400 details name), and a message about no field in particular above the buttons.
 */
export interface FormProblem {
  readonly fields: DraftErrors;
  readonly message: string | null;
}

/** The server's 422 codes (createProject, updateProject) and 400 body paths, by the field they are about. */
const CODE_FIELDS: Readonly<Record<string, DraftField>> = {
  proposals_wanted_required: 'proposalsWanted',
  proposals_wanted_over_limit: 'proposalsWanted',
  deadline_in_past: 'deadline',
};
const PATH_FIELDS: Readonly<Record<string, DraftField>> = {
  '/body/name': 'name',
  '/body/deadline': 'deadline',
  '/body/service_properties/description': 'description',
  '/body/service_properties/script': 'script',
  '/body/service_properties/budget': 'budget',
  '/body/service_properties/languages': 'languages',
  '/body/service_properties/voice_age_genders': 'voiceAgeGenders',
  '/body/service_properties/usage': 'usage',
  '/body/service_properties/proposals_wanted': 'proposalsWanted',
};

const fieldOfPath = (path: string): DraftField | undefined => {
  const known = Object.keys(PATH_FIELDS).find(
    (candidate) => path === candidate || path.startsWith(`${candidate}/`),
  );
  return known === undefined ? undefined : PATH_FIELDS[known];
};

/** Where a failed call's messages go: each field the server names gets its own, the rest above the buttons. */
export function problemOf(error: unknown): FormProblem {
  if (!(error instanceof ApiError)) return { fields: {}, message: 'something went wrong' };
  const byCode = CODE_FIELDS[error.code];
  if (byCode !== undefined) return { fields: { [byCode]: error.message }, message: null };
  if (error.code === 'unknown_attribute')
    return {
      fields: { [error.message.includes('language') ? 'languages' : 'voiceAgeGenders']: error.message },
      message: null,
    };
  const fields: DraftErrors = {};
  for (const detail of error.details) {
    const field = fieldOfPath(detail.path);
    // Worded as the server words its first problem ("service_properties.budget must be <= 1000000");
    // the first message about a field is the one shown beside it.
    const words = `${detail.path.split('/').filter(Boolean).slice(1).join('.')} ${detail.message}`;
    if (field !== undefined) fields[field] ??= words;
  }
  return Object.keys(fields).length === 0 ? { fields, message: error.message } : { fields, message: null };
}

/** Every message of a problem, where no form shows them beside their fields (the preview). */
export const problemMessages = (problem: FormProblem): string[] => [
  ...(problem.message === null ? [] : [problem.message]),
  ...FIELD_ORDER.flatMap((field) => problem.fields[field] ?? []),
];
