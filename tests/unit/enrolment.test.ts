/**
 * Enrolment links (src/lib/content/enrolment.ts): an internship's "Enroll Now" goes to its own form when its file names one,
 * else to the shared form, with its title where the address has {title}; and the schemas refuse a form address that
 * is not https:// or holds another placeholder, with a message that says what to write.
 */
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { enrolmentUrl, formAddressProblem, formLink } from '~/lib/content/enrolment';
import { internshipSchema } from '~/content-model/schemas/internships';
import { entries } from '../support/content';

const shared = 'https://forms.example.com/f/enrol?programme={title}';
const settings = { externalLinks: { enrolmentForm: shared } };

describe('formLink', () => {
  it('puts the title, encoded, in place of {title}', () => {
    expect(formLink(shared, 'IoT & Cloud / Edge')).toBe(
      'https://forms.example.com/f/enrol?programme=IoT%20%26%20Cloud%20%2F%20Edge',
    );
    const google = 'https://docs.google.com/forms/d/e/abc/viewform?usp=pp_url&entry.123456789={title}';
    expect(formLink(google, 'VLSI Design')).toBe(
      'https://docs.google.com/forms/d/e/abc/viewform?usp=pp_url&entry.123456789=VLSI%20Design',
    );
  });

  it('links an address without {title} as it is, and leaves out the title parameter when there is no title', () => {
    expect(formLink('https://forms.example.com/f/enrol', 'VLSI Design')).toBe('https://forms.example.com/f/enrol');
    expect(formLink(shared)).toBe('https://forms.example.com/f/enrol');
    expect(formLink('https://x.example.com/f?usp=pp_url&entry.1={title}#top')).toBe(
      'https://x.example.com/f?usp=pp_url#top',
    );
  });
});

describe('enrolmentUrl', () => {
  it("is the internship's own form when its file names one, else the shared one, each carrying its title", () => {
    expect(enrolmentUrl({ title: 'VLSI Design' }, settings)).toBe(
      'https://forms.example.com/f/enrol?programme=VLSI%20Design',
    );
    expect(
      enrolmentUrl(
        { title: 'HR Analytics', enrolmentForm: 'https://forms.example.com/f/hr?internship={title}' },
        settings,
      ),
    ).toBe('https://forms.example.com/f/hr?internship=HR%20Analytics');
  });

  it('gives every internship of the content a link to a form with its title in it where the address takes one', async () => {
    const [settingsEntry] = await entries<{ externalLinks: { enrolmentForm: string } }>('settings');
    const site = settingsEntry.data.externalLinks;
    for (const entry of await entries<{ title: string; enrolmentForm?: string }>('internships')) {
      const address = entry.data.enrolmentForm ?? site.enrolmentForm;
      const url = new URL(enrolmentUrl(entry.data, { externalLinks: site }));
      expect(url.href.startsWith(address.split('{title}')[0]), entry.file).toBe(true);
      if (address.includes('{title}')) expect([...url.searchParams.values()], entry.file).toContain(entry.data.title);
    }
  });
});

describe('form addresses in the content', () => {
  const image = () => z.string();
  const context = { image } as unknown as Parameters<typeof internshipSchema>[0];
  const internship = {
    title: 'VLSI Design',
    category: 'Core',
    description: 'Design a chip.',
    picture: { src: 'x.jpg', alt: 'A chip' },
    price: 18999,
    mode: 'Online',
  };
  const messages = (value: unknown) => {
    const result = internshipSchema(context).safeParse({ ...internship, enrolmentForm: value });
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('accepts none, a full https:// address, and one with {title}', () => {
    expect(messages(undefined)).toEqual([]);
    expect(messages('https://forms.example.com/f/vlsi')).toEqual([]);
    expect(messages('https://forms.example.com/f/vlsi?internship={title}')).toEqual([]);
  });

  it('refuses an old form name, http:// and a misspelt placeholder, saying what to write', () => {
    expect(messages('hrAnalytics')).toContainEqual(
      expect.stringMatching(/^enrolmentForm: must be a full link starting with https:\/\//),
    );
    expect(messages('http://forms.example.com/f/vlsi')).toEqual(['enrolmentForm: must start with https://']);
    expect(messages('https://forms.example.com/f/vlsi?internship={titel}')).toEqual([
      expect.stringMatching(/^enrolmentForm: \{titel\} is not a placeholder .* write \{title\} where the title goes/),
    ]);
    expect(formAddressProblem('https://forms.example.com/f?a={title}&b={title}')).toBeUndefined();
  });
});
