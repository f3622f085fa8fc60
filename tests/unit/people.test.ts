import { describe, expect, it } from 'vitest';
import { initials, personDetails } from '~/lib/content/people';

describe('initials', () => {
  it('takes the first and last names, skipping titles such as Dr. and Prof.', () => {
    expect(initials('Dr. K. Meena')).toBe('KM');
    expect(initials('Prof. R. S. Arun Kumar')).toBe('RK');
    expect(initials('priya raman')).toBe('PR');
  });
  it('gives one letter for a single name and a placeholder for none', () => {
    expect(initials('Arun')).toBe('A');
    expect(initials('Dr.')).toBe('?');
  });
});

describe('personDetails', () => {
  it('joins designation, organisation and city, leaving out the empty ones', () => {
    expect(personDetails({ designation: 'Professor, ECE', organisation: 'PSG Tech', city: 'Coimbatore' })).toBe(
      'Professor, ECE, PSG Tech, Coimbatore',
    );
    expect(personDetails({ organisation: 'PSG Tech', city: ' ' })).toBe('PSG Tech');
    expect(personDetails({})).toBe('');
  });
});
