/** The shared schema pieces reject what an editor might get wrong, with a message that says what is expected. */
import { describe, expect, it } from 'vitest';
import { externalUrl, isoDate, rupees, sitePath, text } from '~/content-model/schemas/shared';

/** The hint an editor reads when a text field is left empty: what text() derives from the field's description. */
const hintOf = (description: string) =>
  messageOf(text(description).safeParse('   ')).replace(/^must not be empty: /, '');
import { routeSchema, settingsSchema } from '~/content-model/schemas/site';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? '' : result.error!.issues.map((i) => i.message).join('; ');

describe('isoDate', () => {
  it('accepts a real date', () => {
    expect(isoDate.parse('2025-07-08')).toBe('2025-07-08');
  });
  it('rejects impossible dates the YAML parser would roll over', () => {
    expect(messageOf(isoDate.safeParse('2025-13-45'))).toMatch(/not a real calendar date/);
    expect(messageOf(isoDate.safeParse('2025-02-30'))).toMatch(/not a real calendar date/);
  });
  it('explains the format', () => {
    expect(messageOf(isoDate.safeParse('July 8, 2025'))).toMatch(/YYYY-MM-DD/);
  });
});

describe('sitePath', () => {
  it('accepts lowercase site paths with a query', () => {
    expect(sitePath.parse('/contact?subject=Internship')).toBe('/contact?subject=Internship');
  });
  it('rejects capitals, spaces and missing slashes', () => {
    expect(sitePath.safeParse('/Products').success).toBe(false);
    expect(sitePath.safeParse('/about us').success).toBe(false);
    expect(messageOf(sitePath.safeParse('contact'))).toMatch(/starting with "\/"/);
  });
});

describe('externalUrl', () => {
  it('requires https', () => {
    expect(messageOf(externalUrl.safeParse('http://forms.example.com'))).toMatch(/https:\/\//);
    expect(externalUrl.safeParse('https://forms.example.com/x').success).toBe(true);
  });
});

describe('rupees', () => {
  it('wants a plain whole number', () => {
    expect(rupees.parse(79000)).toBe(79000);
    expect(messageOf(rupees.safeParse('Rs 79,000'))).toMatch(/without commas/);
    expect(rupees.safeParse(12.5).success).toBe(false);
  });
});

describe('routeSchema', () => {
  it('says a description is too long for search results', () => {
    expect(messageOf(routeSchema.safeParse({ title: 'T', description: 'D'.repeat(161) }))).toMatch(
      /at most 160 characters/,
    );
  });
});

describe('routeSchema searchWords', () => {
  const head = { title: 'Careers', description: 'Open roles' };
  it('is optional, a list of words a page is known by', () => {
    expect(routeSchema.parse(head).searchWords).toBeUndefined();
    expect(routeSchema.parse({ ...head, searchWords: ['job', ' vacancy '] }).searchWords).toEqual(['job', 'vacancy']);
  });
  it('refuses an empty word, a single text instead of a list, and a long list, in editor words', () => {
    expect(messageOf(routeSchema.safeParse({ ...head, searchWords: ['job', ' '] }))).toMatch(/must not be empty/);
    expect(messageOf(routeSchema.safeParse({ ...head, searchWords: 'job, vacancy' }))).toMatch(/list of words/);
    expect(
      messageOf(routeSchema.safeParse({ ...head, searchWords: Array.from({ length: 13 }, (_, i) => `w${i}`) })),
    ).toMatch(/at most 12 words/);
  });
});

describe('settingsSchema', () => {
  it('says which field is missing in editor words', () => {
    const result = settingsSchema.safeParse({ name: 'Ematix' });
    expect(result.success).toBe(false);
    expect(messageOf(result)).toMatch(/is required: name of the learning community, e.g. "Ematix-Prime"/);
  });
});

describe('text', () => {
  it("carries its description, and words its messages with the description's first sentence", () => {
    const title = text('The headline, e.g. "Launching our gateway". Shown on the card.');
    expect(title.description).toBe('The headline, e.g. "Launching our gateway". Shown on the card.');
    expect(messageOf(title.safeParse(' '))).toBe('must not be empty: the headline, e.g. "Launching our gateway"');
    expect(messageOf(title.safeParse(undefined))).toBe('is required: the headline, e.g. "Launching our gateway"');
  });
});

describe('the hint of a text field, from its description', () => {
  it('ends the first sentence at a period, not after an abbreviation, an initial or inside quotes', () => {
    expect(hintOf('Full name with title, e.g. "Dr. K. Meena". Shown in bold.')).toBe(
      'full name with title, e.g. "Dr. K. Meena"',
    );
    expect(hintOf('The person quoted, e.g. R. Senthil Kumar. More.')).toBe('the person quoted, e.g. R. Senthil Kumar');
    expect(hintOf('The heading, e.g. "Ready to start?". More.')).toBe('the heading, e.g. "Ready to start?"');
  });
  it('leaves out remarks in parentheses and what follows a semicolon, and keeps an abbreviation capital', () => {
    expect(hintOf('One sentence on the card (at most 200 characters).')).toBe('one sentence on the card');
    expect(hintOf('Where the work happens, e.g. "Remote (India)".')).toBe(
      'where the work happens, e.g. "Remote (India)"',
    );
    expect(hintOf('The answer in Markdown; links are written [words](/path).')).toBe('the answer in Markdown');
    expect(hintOf('URL of the form.')).toBe('URL of the form');
  });
});
