// The addresses a feedback request goes to (spec section 5: entered separated by commas, sent as a
// list). Checked here rather than by the request's schema, so that a refusal can name the address
// that is wrong: the schema's refusal could only say its position in the list.
import { badRequest } from '../../http/errors';

/** The most addresses one request goes to (CreateFeedbackRequestRequest.emails). */
export const MAX_FEEDBACK_ADDRESSES = 20;

// The document's Email (common.yaml): something@somewhere.tld, no spaces nor NUL, at most 254 characters.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether `value` is an address the document accepts. */
export const isEmailAddress = (value: string): boolean =>
  value.length >= 3 && value.length <= 254 && !value.includes('\u0000') && EMAIL.test(value);

/**
 * The request's addresses, trimmed: 1 to 20 valid addresses, none twice (whatever its case). A 400
 * names the first address that is not one, or the one given twice.
 */
export function feedbackAddresses(emails: readonly string[]): string[] {
  const addresses = emails.map((email) => email.trim());
  if (addresses.length === 0 || addresses.length > MAX_FEEDBACK_ADDRESSES)
    throw badRequest(
      'feedback_addresses_count',
      `Enter between 1 and ${String(MAX_FEEDBACK_ADDRESSES)} addresses, separated by commas.`,
    );
  const seen = new Set<string>();
  addresses.forEach((address, index) => {
    const path = `/body/emails/${String(index)}`;
    if (!isEmailAddress(address)) {
      const message =
        address === '' ? 'One of the addresses is empty.' : `“${address}” is not a valid e-mail address.`;
      throw badRequest('feedback_address_invalid', message, [{ path, message }]);
    }
    const key = address.toLowerCase();
    if (seen.has(key)) {
      const message = `“${address}” is listed twice.`;
      throw badRequest('feedback_address_repeated', message, [{ path, message }]);
    }
    seen.add(key);
  });
  return addresses;
}
