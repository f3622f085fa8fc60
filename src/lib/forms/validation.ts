/**
 * The checks the site's forms add to the browser's own. Each is an HTML attribute that the shared Field
 * part writes (`pattern` on every phone and e-mail field, `minlength` on names and messages), so the browser enforces
 * it with JavaScript off too. The phone field's `title` is PHONE_MESSAGE (an e-mail field's EMAIL_MESSAGE): the browser shows it under its own "Please match the
 * requested format.", and with JavaScript the form's message gives it as the reason (`refusalReason` below). No
 * setCustomValidity: a custom refusal stays until a script clears it, and the form's part loads only on demand.
 *
 * HTML compiles a `pattern` as `^(?:pattern)$` with the `v` flag, where `-` inside a character class must be escaped;
 * the tests compile it the same way, so they check exactly what the browsers run.
 */

/** Shortest name accepted: two letters ("Li"); a single initial is not a name. */
export const MIN_NAME_LENGTH = 2;

/** Shortest message accepted: ten characters, enough for a real question ("Fees 2025?" is ten). */
export const MIN_MESSAGE_LENGTH = 10;

/** A space or a hyphen between two digits. */
const SEP = String.raw`[ \-]?`;

/** An Indian mobile number: ten digits starting 6-9, after an optional +91 or 0, e.g. "+91 98765 43210", "098765-43210". */
const INDIAN = String.raw`(?:(?:\+91|0)${SEP})?[6-9](?:${SEP}[0-9]){9}`;

/**
 * Any other country's number in international form: "+", a country code other than India's 91, and 8 to 15 digits
 * in all (the international maximum), e.g. "+44 20 7946 0958", "+1-415-555-2671".
 */
const INTERNATIONAL = String.raw`\+(?!91)[1-9](?:${SEP}[0-9]){7,14}`;

/** The `pattern` attribute of every phone field (spaces around the number are allowed: a pasted number often has them). */
export const PHONE_PATTERN = String.raw` *(?:${INDIAN}|${INTERNATIONAL}) *`;

/** What a refused phone number is told: the browser's own words ("Please match the requested format.") say nothing. */
export const PHONE_MESSAGE = 'Enter a 10-digit mobile number, or an international number starting with +';

/**
 * The `pattern` of every e-mail field: the browser's own check takes `a@b` (a name on a local network), which no one
 * can reply to; a reply needs a dot in the domain, with something on both sides of it. The browser's own check still
 * runs too (one "@", no spaces, valid characters).
 */
export const EMAIL_PATTERN = String.raw`[^@\s]+@[^@\s]+\.[^@\s]+`;

/** What a refused e-mail address is told (the browser's "Please match the requested format." says nothing). */
export const EMAIL_MESSAGE = 'Enter the whole e-mail address, with a dot in the part after @, e.g. name@gmail.com';

/**
 * An address with no dot after its last "@" (`a@b`): for the send logic, a check as small as its script needs. On a
 * value the browser's own e-mail check takes, it refuses exactly what EMAIL_PATTERN refuses (tested).
 */
export const UNDOTTED_DOMAIN = /@[^.]*$/;

/** The parts of a refused form control that its reason depends on. */
export interface RefusedControl {
  /** The control's `title`: for a field with a `pattern`, the words saying what it takes (PHONE_MESSAGE). */
  title: string;
  /** The browser's own reason, in the visitor's language ("Please fill out this field.", "Please lengthen …"). */
  validationMessage: string;
  validity: Pick<ValidityState, 'patternMismatch'>;
}

/**
 * Why the browser refuses a control's value, in the words the form's message gives: for a value that does not fit
 * the field's `pattern` (a phone number that is not one, an e-mail address without a dot in its domain), the field's
 * `title` (PHONE_MESSAGE, EMAIL_MESSAGE), since the browser's
 * own "Please match the requested format." says nothing; otherwise the browser's own reason, which words an empty
 * field, a malformed e-mail address or a too short name or message well.
 */
export function refusalReason(control: RefusedControl): string {
  return (control.validity.patternMismatch && control.title.trim()) || control.validationMessage;
}
