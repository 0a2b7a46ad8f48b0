import { parseDraft, type ProjectDraft } from './projectForm';

/** Where the draft of `/post` is kept in the browser (the app's storage: localStorage). */
export const DRAFT_KEY = 'vo.postProject.draft';

/** The draft, and whether it is to be posted as soon as the visitor is signed in (they signed up to post it). */
export interface StoredDraft {
  readonly draft: ProjectDraft;
  readonly postAfterSignIn: boolean;
}

/** Reads the kept draft; call it from effects and handlers only (never while rendering). */
export function readDraft(storage: Storage): StoredDraft | null {
  const raw = storage.getItem(DRAFT_KEY);
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as { draft?: unknown; postAfterSignIn?: unknown };
    const draft = parseDraft(value.draft);
    return draft === null ? null : { draft, postAfterSignIn: value.postAfterSignIn === true };
  } catch {
    return null;
  }
}

export function writeDraft(storage: Storage, stored: StoredDraft): void {
  try {
    storage.setItem(DRAFT_KEY, JSON.stringify(stored));
  } catch {
    // A full or blocked storage: the form still holds what was typed; only the reload loses it.
  }
}

export function clearDraft(storage: Storage): void {
  storage.removeItem(DRAFT_KEY);
}
