import { describe, expect, it, vi } from 'vitest';
import { describeAccept, fileProblem, fileRules, formatFileSize } from '../../src/lib/files';
import {
  buildPayload,
  composeSubject,
  fillTemplate,
  invalidFieldMessage,
  failureMessage,
  sendFormData,
  urlEncoded,
} from '../../src/lib/forms';

describe('composeSubject', () => {
  it('adds the named values after the fixed subject', () => {
    expect(composeSubject('Job application', ['Web Developer Intern', '  Asha   Kumari '])).toBe(
      'Job application: Web Developer Intern — Asha Kumari',
    );
    expect(composeSubject('Message', ['', null, undefined])).toBe('Message');
    expect(composeSubject(' Message ')).toBe('Message');
  });
});

describe('buildPayload', () => {
  const form = () => {
    const data = new FormData();
    data.append('name', ' Priya Raman ');
    data.append('email', 'priya@example.com');
    data.append('notes', '   ');
    data.append('_gotcha', '');
    data.append('_subject', 'Message from the website');
    data.append('subject', 'Internship enquiry');
    data.append('cv', new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    data.append('empty', new File([], ''));
    return data;
  };

  it('sends every field in its order, empty ones included, trimmed, with its files and the built _subject', () => {
    const payload = buildPayload(form(), ['subject']);
    expect([...payload.keys()]).toEqual([...form().keys()]);
    expect(payload.get('name')).toBe('Priya Raman');
    expect(payload.get('email')).toBe('priya@example.com');
    expect(payload.get('notes')).toBe('');
    expect(payload.get('_gotcha')).toBe('');
    expect((payload.get('empty') as File).size).toBe(0);
    expect((payload.get('cv') as File).name).toBe('cv.pdf');
    expect(payload.getAll('_subject')).toEqual(['Message from the website: Internship enquiry']);
  });

  it('without subject fields the hidden subject is sent as it is', () => {
    expect(buildPayload(form()).getAll('_subject')).toEqual(['Message from the website']);
  });

  it('keeps a filled honeypot (the service drops such messages) and leaves its source unchanged', () => {
    const source = form();
    source.set('_gotcha', 'http://spam.example');
    expect(buildPayload(source, ['subject']).get('_gotcha')).toBe('http://spam.example');
    expect(source.get('name')).toBe(' Priya Raman ');
    expect(source.get('_subject')).toBe('Message from the website');
  });

  it('urlEncoded keeps every field in order; a file field gives its file name, as the browser does', () => {
    const body = urlEncoded(buildPayload(form()));
    expect([...body.keys()]).toEqual(['name', 'email', 'notes', '_gotcha', '_subject', 'subject', 'cv', 'empty']);
    expect(body.get('notes')).toBe('');
    expect(body.get('cv')).toBe('cv.pdf');
  });
});

describe('fillTemplate', () => {
  it('fills names from the form and tidies what an empty value leaves', () => {
    const values = (name: string) => ({ fullName: ' Asha  Kumari ', jobRole: 'PCB Designer Intern' })[name];
    expect(fillTemplate('Thank you, {fullName}. Your application for {jobRole} has been sent.', values)).toBe(
      'Thank you, Asha Kumari. Your application for PCB Designer Intern has been sent.',
    );
    expect(fillTemplate('Thank you, {unknown}.', () => undefined)).toBe('Thank you, .');
  });
});

describe('sendFormData', () => {
  it('posts the body with Accept: application/json and reports success', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    const body = new URLSearchParams({ a: '1' });
    await expect(sendFormData('https://forms.example.com/f/x', body, { fetchImpl })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://forms.example.com/f/x',
      expect.objectContaining({ method: 'POST', body, headers: { Accept: 'application/json' } }),
    );
  });

  it('turns a refusal into a message naming the status, what was sent and the fallback', async () => {
    const fetchImpl = vi.fn(async () => new Response('no', { status: 502 }));
    const result = await sendFormData('https://x.example.com', new FormData(), {
      fetchImpl,
      what: 'inquiry',
      fallback: 'or e-mail a@example.com',
    });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(result).toEqual({ ok: false, message: failureMessage(502, 'inquiry', 'or e-mail a@example.com') });
    if (!result.ok) {
      expect(result.message).toContain('502');
      expect(result.message).toContain('inquiry');
      expect(result.message).toContain('a@example.com');
      expect(result.message).toMatch(/still here/);
    }
  });

  it('turns a network failure into a message instead of throwing', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await sendFormData('https://x.example.com', new FormData(), { fetchImpl });
    expect(result).toEqual({ ok: false, message: failureMessage(null, 'message', '') });
    if (!result.ok) expect(result.message).toMatch(/you are offline; sending needs a connection/);
  });

  it('ends the message with one full stop, with or without another way to reach the team', () => {
    expect(failureMessage(null)).toMatch(/in a few minutes\.$/);
    expect(failureMessage(500, 'message', ' or call us ')).toMatch(/minutes or call us\.$/);
  });
});

describe('invalidFieldMessage', () => {
  it('names the field without "(required)" and gives the browser\'s reason', () => {
    expect(invalidFieldMessage('Email Address  (required)', "Please include an '@' in the email address.")).toBe(
      "Please check “Email Address”: Please include an '@' in the email address.",
    );
    expect(invalidFieldMessage('Job role\n (optional)')).toBe('Please check “Job role”.');
  });
});

describe('files', () => {
  it('formatFileSize and describeAccept', () => {
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(12)).toBe('12 bytes');
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(6.25 * 1024 * 1024)).toBe('6.3 MB');
    expect(describeAccept('.pdf,.doc,.docx')).toBe('PDF, DOC or DOCX');
    expect(describeAccept('.pdf')).toBe('PDF');
  });

  it('fileProblem checks the extension, emptiness and size; nothing chosen is not its business', () => {
    const rules = fileRules('.pdf,.doc,.docx', 1000);
    expect(rules).toEqual({
      extensions: ['.pdf', '.doc', '.docx'],
      maxBytes: 1000,
      kinds: 'PDF, DOC or DOCX',
      limit: '1000 bytes',
    });
    expect(fileProblem(undefined, rules)).toBe('');
    expect(fileProblem({ name: 'CV.PDF', size: 10 }, rules)).toBe('');
    expect(fileProblem({ name: 'photo.png', size: 10 }, rules, 'resume')).toMatch(
      /photo\.png.*not a PDF, DOC or DOCX file.*resume/,
    );
    expect(fileProblem({ name: 'cv.pdf', size: 0 }, rules)).toMatch(/empty/);
    expect(fileProblem({ name: 'cv.pdf', size: 1001 }, rules)).toMatch(/cv\.pdf.*limit/);
    expect(fileProblem({ name: 'any.bin', size: 10 }, fileRules())).toBe('');
  });

  it("fileRules takes the noun of the messages from the field's label", () => {
    const rules = fileRules('.pdf', 1000, 'Resume ');
    expect(rules.noun).toBe('resume');
    expect(fileProblem({ name: 'photo.png', size: 10 }, rules)).toMatch(/choose your resume/);
    expect(fileProblem({ name: 'photo.png', size: 10 }, fileRules('.pdf'))).toMatch(/choose your file/);
  });
});
