import { describe, expect, it, vi } from 'vitest';
import { describeAccept, fileProblem, fileRules, formatFileSize } from '../../src/lib/forms/files';
import {
  answerWait,
  buildPayload,
  composeSubject,
  fieldName,
  fillTemplate,
  invalidFieldMessage,
  OUTCOME_HEADER,
  outcomeMessages,
  PAGE_WAIT,
  post,
  submissionUrl,
  urlEncoded,
} from '../../src/lib/forms/submission';
import { MAX_RESUME_BYTES } from '../../src/lib/forms/application';

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

describe('post: how a send ended', () => {
  const endpoint = 'https://forms.example.com/f/x';
  const answering = (response: Response | Error) =>
    vi.fn(async () => {
      if (response instanceof Error) throw response;
      return response;
    });

  it('posts the body with Accept: application/json to the endpoint, the submission id in the fragment', async () => {
    const fetchImpl = answering(new Response('{"ok":true}', { status: 200 }));
    const body = new URLSearchParams({ a: '1' });
    await expect(post(endpoint, body, '42', fetchImpl)).resolves.toEqual(['sent', 200]);
    expect(fetchImpl).toHaveBeenCalledWith(
      `${endpoint}#42`,
      expect.objectContaining({ method: 'POST', body, headers: { Accept: 'application/json' } }),
    );
    // A fragment never goes over the network: the service is asked for the endpoint itself.
    expect(new URL(submissionUrl(endpoint, '42')).href.split('#')[0]).toBe(endpoint);
  });

  it('an error status is a refusal, with the status', async () => {
    await expect(post(endpoint, new FormData(), '1', answering(new Response('no', { status: 502 })))).resolves.toEqual([
      'refused',
      502,
    ]);
    await expect(post(endpoint, new FormData(), '1', answering(new Response('', { status: 422 })))).resolves.toEqual([
      'refused',
      422,
    ]);
  });

  it("takes the service worker's own answer when it gives one (kept for later, or no answer in time)", async () => {
    for (const outcome of ['kept', 'kept-visit', 'unanswered'] as const) {
      const response = new Response(null, { status: 202, headers: { [OUTCOME_HEADER]: outcome } });
      await expect(post(endpoint, new FormData(), '1', answering(response))).resolves.toEqual([outcome, 202]);
    }
  });

  it('no network is "offline", a send past the wait "unanswered"; neither throws', async () => {
    await expect(post(endpoint, new FormData(), '1', answering(new TypeError('Failed to fetch')))).resolves.toEqual([
      'offline',
    ]);
    const timeout = new DOMException('The operation timed out.', 'TimeoutError');
    await expect(post(endpoint, new FormData(), '1', answering(timeout))).resolves.toEqual(['unanswered']);
  });

  it('the page waits longer than the worker does for the largest file a form takes', () => {
    expect(answerWait(0)).toBeGreaterThanOrEqual(10_000);
    expect(answerWait(MAX_RESUME_BYTES)).toBeGreaterThan(answerWait(1000));
    expect(PAGE_WAIT).toBeGreaterThan(answerWait(MAX_RESUME_BYTES * 1.1));
  });
});

describe('outcomeMessages', () => {
  const messages = outcomeMessages('application');

  it('names what was sent in every outcome', () => {
    for (const text of Object.values(messages)) expect(text).toContain('application');
  });

  it('says a kept send is saved on the device and sent when back online, and when exactly', () => {
    for (const text of [messages.kept, messages['kept-visit']]) {
      expect(text).toMatch(/saved on this device/);
      expect(text).toMatch(/sent when you are back online/);
    }
    expect(messages.kept).toMatch(/even if you close this page/);
    expect(messages['kept-visit']).toMatch(/while this page is open/);
  });

  it('says what failed, that nothing typed is lost, and never calls a refusal "offline"', () => {
    expect(fillTemplate(messages.refused, (name) => (name === '_status' ? 503 : ''))).toMatch(/refused .*503/);
    expect(messages.unanswered).toMatch(/did not answer/);
    for (const text of [messages.refused, messages.unanswered, messages.offline])
      expect(text).toMatch(/Everything you wrote is still here/);
    for (const text of [messages.refused, messages.unanswered]) expect(text).not.toMatch(/connection|offline/i);
    expect(messages.offline).toMatch(/No connection/);
  });
});

describe('invalidFieldMessage', () => {
  it('names the field without "(required)" and gives the browser\'s reason', () => {
    expect(invalidFieldMessage('Email Address  (required)', "Please include an '@' in the email address.")).toBe(
      "Please check “Email Address”: Please include an '@' in the email address.",
    );
    expect(invalidFieldMessage('Job role\n (optional)', 'Please select an item in the list.')).toBe(
      'Please check “Job role”: Please select an item in the list.',
    );
    expect(fieldName('Email Address (required)').trim()).toBe('Email Address');
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
