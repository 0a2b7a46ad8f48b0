// The feedback request form's addresses (spec section 5: entered separated by commas). The same
// rule the server applies (1 to 20 distinct valid addresses, a bad one named), checked as the
// asker types so that most mistakes never reach the server; the server's word is still the last.

/** The most addresses one request goes to. */
export const MAX_FEEDBACK_ADDRESSES = 20;

// The document's Email: something@somewhere.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The addresses typed, or what is wrong with them (the first problem, naming the address). */
export type ParsedAddresses = { ok: true; emails: string[] } | { ok: false; problem: string };

/** Splits the field on commas (and semicolons or line breaks pasted from a mail client) and checks each address. */
export function parseFeedbackAddresses(text: string): ParsedAddresses {
  const emails = text
    .split(/[,;\n]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (emails.length === 0) return { ok: false, problem: 'Enter at least one e-mail address.' };
  const seen = new Set<string>();
  for (const email of emails) {
    if (email.length > 254 || !EMAIL.test(email))
      return { ok: false, problem: `“${email}” is not a valid e-mail address.` };
    const key = email.toLowerCase();
    if (seen.has(key)) return { ok: false, problem: `“${email}” is listed twice.` };
    seen.add(key);
  }
  if (emails.length > MAX_FEEDBACK_ADDRESSES)
    return {
      ok: false,
      problem: `Ask at most ${String(MAX_FEEDBACK_ADDRESSES)} addresses at once (${String(emails.length)} entered).`,
    };
  return { ok: true, emails };
}
