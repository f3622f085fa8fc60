import { describe, expect, it } from 'vitest';
import {
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  PHONE_MESSAGE,
  PHONE_PATTERN,
  refusalReason,
  UNDOTTED_DOMAIN,
} from '../../src/lib/forms/validation';

/** The phone and e-mail patterns as the browser compiles a `pattern` attribute: anchored, with the v flag. */
const phoneRegExp = () => new RegExp(`^(?:${PHONE_PATTERN})$`, 'v');
const emailRegExp = () => new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v');
/** True when the browser accepts `value` in a phone field. */
const isPhoneNumber = (value: string) => phoneRegExp().test(value);

describe('PHONE_PATTERN', () => {
  it('compiles as browsers compile a pattern attribute (the v flag, anchored)', () => {
    expect(() => new RegExp(`^(?:${PHONE_PATTERN})$`, 'v')).not.toThrow();
    expect(phoneRegExp().flags).toContain('v');
  });

  it('accepts Indian mobile numbers: ten digits from 6-9, with +91 or 0 in front or not, spaced or hyphenated', () => {
    for (const number of [
      '9876543210',
      '6000000000',
      '98765 43210',
      '98765-43210',
      '987 654 3210',
      '+919876543210',
      '+91 98765 43210',
      '+91-98765-43210',
      '09876543210',
      '0 98765 43210',
      ' +91 98765 43210 ',
    ])
      expect(isPhoneNumber(number), number).toBe(true);
  });

  it('accepts other countries in international form', () => {
    for (const number of [
      '+44 20 7946 0958',
      '+1 415 555 2671',
      '+1-415-555-2671',
      '+61 2 9374 4000',
      '+971 4 123 4567',
    ])
      expect(isPhoneNumber(number), number).toBe(true);
  });

  it('refuses what is not a phone number', () => {
    for (const number of [
      '12345',
      'abcde',
      '98765',
      // Ten digits that cannot be an Indian mobile (they start 1-5), and eleven digits.
      '1234567890',
      '5876543210',
      '98765432101',
      // +91 must be followed by an Indian mobile number.
      '+91 12345 67890',
      '+91 98765 4321',
      // International: too short, too long, a leading 0 as the country code.
      '+44 20',
      '+1 234 567 890 123 456',
      '+0 20 7946 0958',
      // Doubled or trailing separators, letters, other signs.
      '98765  43210',
      '98765-43210-',
      '98765 4321O',
      '(987) 654-3210',
      '+',
      '',
    ])
      expect(isPhoneNumber(number), number).toBe(false);
  });
});

describe('EMAIL_PATTERN: a reply needs a dot in the domain', () => {
  // Addresses the browser's own e-mail check takes (type="email"); the pattern is checked on top of it.
  const dotted = ['priya@example.com', 'a@b.in', 'first.last@mail.co.uk', 'x+tag@sub.domain.org', 'a@b-c.d'];
  const undotted = ['a@b', 'priya@localhost', 'name@gmail', 'a.b@c-d'];

  it('compiles as browsers compile a pattern attribute (the v flag, anchored), and the same without the flag', () => {
    expect(() => new RegExp(`^(?:${EMAIL_PATTERN})$`, 'v')).not.toThrow();
    expect(emailRegExp().flags).toContain('v');
    for (const value of [...dotted, ...undotted])
      expect(new RegExp(`^(?:${EMAIL_PATTERN})$`).test(value), value).toBe(emailRegExp().test(value));
  });

  it('takes an address with a dot in its domain and refuses `a@b`', () => {
    for (const value of dotted) expect(emailRegExp().test(value), value).toBe(true);
    for (const value of undotted) expect(emailRegExp().test(value), value).toBe(false);
  });

  it("the send logic's small check refuses exactly what the pattern refuses", () => {
    for (const value of [...dotted, ...undotted])
      expect(UNDOTTED_DOMAIN.test(value), value).toBe(!emailRegExp().test(value));
    // An empty optional field is not its business.
    expect(UNDOTTED_DOMAIN.test('')).toBe(false);
  });

  it('says what to write, with an example', () => {
    expect(EMAIL_MESSAGE).toMatch(/dot/);
    expect(emailRegExp().test(/e\.g\. (\S+)$/.exec(EMAIL_MESSAGE)![1]!)).toBe(true);
  });
});

describe('refusalReason', () => {
  const control = (patternMismatch: boolean, title: string, validationMessage: string) => ({
    title,
    validationMessage,
    validity: { patternMismatch },
  });

  it("gives a phone field's own words when the number does not fit its pattern", () => {
    expect(refusalReason(control(true, PHONE_MESSAGE, 'Please match the requested format.'))).toBe(PHONE_MESSAGE);
    expect(PHONE_MESSAGE).toMatch(/10-digit/);
    expect(PHONE_MESSAGE).toMatch(/\+/);
  });

  it("keeps the browser's own reason otherwise (an empty field, a short name, an e-mail without @)", () => {
    expect(refusalReason(control(false, PHONE_MESSAGE, 'Please fill out this field.'))).toBe(
      'Please fill out this field.',
    );
    expect(refusalReason(control(false, '', 'Please lengthen this text to 2 characters or more.'))).toBe(
      'Please lengthen this text to 2 characters or more.',
    );
    // A pattern without words of its own: the browser's.
    expect(refusalReason(control(true, ' ', 'Please match the requested format.'))).toBe(
      'Please match the requested format.',
    );
  });
});
