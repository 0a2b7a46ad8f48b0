import type {
  CreateProjectRequest,
  LimitOffers,
  ProjectServicePropertiesInput,
  UpdateProjectRequest,
} from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';

/**
 * The project form as the client fills it in: text as typed (nothing is lost to parsing), the
 * attributes ticked, and the choices. It is also the draft kept in the browser, so it holds plain
 * JSON only.
 */
export interface ProjectDraft {
  name: string;
  description: string;
  script: string;
  languages: number[];
  voiceAgeGenders: number[];
  /** A USAGE_CHOICES value, or '' when not given. */
  usage: string;
  /** A DEADLINE_CHOICES value (days from posting), or KEEP_DEADLINE on an edit. */
  deadline: string;
  budget: string;
  proposalsWanted: string;
  securePayment: boolean;
  autoInvites: boolean;
}

export type DraftField = keyof ProjectDraft;

/** How long the recording will be used: the common licence terms (spec section 9's default is 12 months). */
export const USAGE_CHOICES = [
  { value: '1-month', label: '1 month' },
  { value: '3-month', label: '3 months' },
  { value: '6-month', label: '6 months' },
  { value: '12-month', label: '12 months' },
  { value: '2-year', label: '2 years' },
  { value: '5-year', label: '5 years' },
  { value: '10-year', label: '10 years' },
] as const;

/** How long the casting receives proposals: the deadline is this many days after posting. */
export const DEADLINE_CHOICES = [
  { value: '3', label: '3 days' },
  { value: '5', label: '5 days' },
  { value: '7', label: '1 week' },
  { value: '14', label: '2 weeks' },
  { value: '30', label: '30 days' },
] as const;

/** On an edit: the deadline stays as it is. */
export const KEEP_DEADLINE = 'keep';

/** The contract's bounds (CreateProjectRequest): ShortText, Text, LongText, Money. */
export const LIMITS = {
  name: 255,
  description: 5000,
  script: 100_000,
  budget: 1_000_000,
} as const;

export const emptyDraft = (limits?: LimitOffers): ProjectDraft => ({
  name: '',
  description: '',
  script: '',
  languages: [],
  voiceAgeGenders: [],
  usage: '',
  deadline: '7',
  budget: '',
  proposalsWanted: limits?.default === undefined ? '' : String(limits.default),
  securePayment: false,
  autoInvites: true,
});

/** A usage choice's value for a stored usage, or '' when it is none of the choices. */
function usageChoice(usage: { value: number; unit?: string } | null | undefined): string {
  if (!usage) return '';
  const value = `${String(usage.value)}-${usage.unit ?? 'second'}`;
  return USAGE_CHOICES.some((choice) => choice.value === value) ? value : '';
}

/**
 * A project as the form shows it: to edit it (the deadline kept unless changed), or to post a new
 * one like it (`/post/{populateForm}`: a new deadline is chosen).
 */
export function draftOf(project: Project, purpose: 'edit' | 'copy'): ProjectDraft {
  const props = project.service_properties;
  return {
    name: project.name,
    description: props?.description ?? '',
    script: props?.script ?? '',
    languages: (props?.languages ?? []).map((language) => language.id),
    voiceAgeGenders: (props?.voice_age_genders ?? []).map((vag) => vag.id),
    usage: usageChoice(props?.usage),
    deadline: purpose === 'edit' && project.deadline !== null ? KEEP_DEADLINE : '7',
    budget: props?.budget == null ? '' : String(props.budget),
    proposalsWanted: props?.proposals_wanted == null ? '' : String(props.proposals_wanted),
    securePayment: project.secure_payment_enabled ?? false,
    autoInvites: project.auto_invites_enabled ?? false,
  };
}

/** A stored draft, if it still reads as one (an older or damaged entry is dropped). */
export function parseDraft(value: unknown): ProjectDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Record<string, unknown>;
  const text = (key: DraftField) => (typeof draft[key] === 'string' ? draft[key] : null);
  const ids = (key: DraftField) =>
    Array.isArray(draft[key]) && draft[key].every((id) => Number.isInteger(id))
      ? (draft[key] as number[])
      : null;
  const flag = (key: DraftField) => (typeof draft[key] === 'boolean' ? draft[key] : null);
  const parsed = {
    name: text('name'),
    description: text('description'),
    script: text('script'),
    languages: ids('languages'),
    voiceAgeGenders: ids('voiceAgeGenders'),
    usage: text('usage'),
    deadline: text('deadline'),
    budget: text('budget'),
    proposalsWanted: text('proposalsWanted'),
    securePayment: flag('securePayment'),
    autoInvites: flag('autoInvites'),
  };
  return Object.values(parsed).every((field) => field !== null) ? (parsed as ProjectDraft) : null;
}

export type DraftErrors = Partial<Record<DraftField, string>>;

/** The fields in the order the form shows them: the first with an error gets the focus. */
export const FIELD_ORDER: readonly DraftField[] = [
  'name',
  'description',
  'script',
  'languages',
  'voiceAgeGenders',
  'usage',
  'deadline',
  'budget',
  'proposalsWanted',
];

const MONEY = /^\d{1,7}(\.\d{1,2})?$/;

/** One field's problem, with the contract's bounds and the server's wording; undefined when fine. */
export function fieldError(field: DraftField, draft: ProjectDraft, limits: LimitOffers): string | undefined {
  switch (field) {
    case 'name': {
      if (draft.name.trim() === '') return 'Enter a name for your project.';
      if (draft.name.length > LIMITS.name)
        return `The name can be at most ${String(LIMITS.name)} characters.`;
      return undefined;
    }
    case 'description':
      return draft.description.length > LIMITS.description
        ? `The description can be at most ${String(LIMITS.description)} characters.`
        : undefined;
    case 'script':
      return draft.script.length > LIMITS.script
        ? `The script can be at most ${String(LIMITS.script)} characters.`
        : undefined;
    case 'languages':
      return draft.languages.length > 20 ? 'Choose at most 20 languages.' : undefined;
    case 'voiceAgeGenders':
      return draft.voiceAgeGenders.length > 20 ? 'Choose at most 20 voice ages and genders.' : undefined;
    case 'budget': {
      const budget = draft.budget.trim();
      if (budget === '') return undefined;
      if (!MONEY.test(budget) || Number(budget) > LIMITS.budget)
        return 'Enter a budget in US dollars, up to 1,000,000 with at most two decimals.';
      return undefined;
    }
    case 'proposalsWanted': {
      const wanted = draft.proposalsWanted.trim();
      // The server's own wording (createProject's 422 proposals_wanted_required).
      if (wanted === '') return 'Enter the approximate number of proposals wanted.';
      if (!/^\d+$/.test(wanted) || Number(wanted) < 1)
        return 'Enter the approximate number of proposals wanted as a whole number, at least 1.';
      if (Number(wanted) > limits.limit)
        return `The number of proposals wanted can be at most ${String(limits.limit)}.`;
      return undefined;
    }
    default:
      return undefined;
  }
}

export function validateDraft(draft: ProjectDraft, limits: LimitOffers): DraftErrors {
  const errors: DraftErrors = {};
  for (const field of FIELD_ORDER) {
    const message = fieldError(field, draft, limits);
    if (message !== undefined) errors[field] = message;
  }
  return errors;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function serviceProperties(draft: ProjectDraft): ProjectServicePropertiesInput {
  const [value, unit] = draft.usage.split('-');
  return {
    ...(draft.description.trim() === '' ? {} : { description: draft.description }),
    ...(draft.script.trim() === '' ? {} : { script: draft.script }),
    ...(draft.budget.trim() === '' ? {} : { budget: Number(draft.budget.trim()) }),
    languages: draft.languages,
    voice_age_genders: draft.voiceAgeGenders,
    proposals_wanted: Number(draft.proposalsWanted.trim()),
    ...(value !== undefined && value !== '' && unit !== undefined
      ? { usage: { value: Number(value), unit: unit as 'month' | 'year' } }
      : {}),
  };
}

/** The deadline a choice of days gives, from now; undefined to keep the stored one. */
function deadlineOf(choice: string, now: Date): string | undefined {
  if (choice === KEEP_DEADLINE) return undefined;
  return new Date(now.getTime() + Number(choice) * DAY_MS).toISOString();
}

/** A valid draft as createProject's body: a casting, submitted for approval. */
export function createRequest(draft: ProjectDraft, now: Date): CreateProjectRequest {
  const deadline = deadlineOf(draft.deadline, now);
  return {
    type: 'casting',
    status: 'pending_approval',
    name: draft.name.trim(),
    ...(deadline === undefined ? {} : { deadline }),
    auto_invites_enabled: draft.autoInvites,
    secure_payment_enabled: draft.securePayment,
    service_properties: serviceProperties(draft),
  };
}

/**
 * A valid draft as updateProject's body. Only what the machine lets this viewer change goes in: the
 * fields when `edit` is allowed, auto invites when that switch is.
 */
export function updateRequest(
  draft: ProjectDraft,
  now: Date,
  allowed: { edit: boolean; autoInvites: boolean },
): UpdateProjectRequest {
  const deadline = deadlineOf(draft.deadline, now);
  return {
    ...(allowed.edit
      ? {
          name: draft.name.trim(),
          ...(deadline === undefined ? {} : { deadline }),
          service_properties: serviceProperties(draft),
        }
      : {}),
    ...(allowed.autoInvites ? { auto_invites_enabled: draft.autoInvites } : {}),
  };
}
