// The spec's file and link rules (section 5), as pure functions the forms and FileDrop share.

/** Extensions that count as an image (spec: jpg, jpeg, png, gif). */
export const imageExtensions = ['jpg', 'jpeg', 'png', 'gif'] as const;
export type ImageExtension = (typeof imageExtensions)[number];

/** The spec's wording when a file is missing or unusable. */
export const fileRequiredMessage = 'A valid file is required.';
/** The spec's wording when a recording link is not a web address. */
export const urlRequiredMessage = 'A valid url is required.';

/** The lower-cased extension of a file name ('' when it has none). */
export function fileExtension(name: string): string {
  const base = name.trim().split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 && dot < base.length - 1 ? base.slice(dot + 1).toLowerCase() : '';
}

/** Whether a file name has an image extension (jpg, jpeg, png, gif; any letter case). */
export function isImageFile(name: string): boolean {
  return (imageExtensions as readonly string[]).includes(fileExtension(name));
}

/**
 * 'A valid file is required.' unless there is a non-empty file (and, when `extensions` are given,
 * one of them); null when it is fine.
 */
export function validateFile(
  file: { name: string; size: number } | null | undefined,
  options: { extensions?: readonly string[] } = {},
): string | null {
  if (!file || file.name.trim() === '' || file.size <= 0) return fileRequiredMessage;
  const { extensions } = options;
  if (extensions && !extensions.map((e) => e.toLowerCase()).includes(fileExtension(file.name))) {
    return fileRequiredMessage;
  }
  return null;
}

/** 'A valid url is required.' unless the text is an absolute http or https address; null when it is. */
export function validateRecordingUrl(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return urlRequiredMessage;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return urlRequiredMessage;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    return urlRequiredMessage;
  return null;
}
