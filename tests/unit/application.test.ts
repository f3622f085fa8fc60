/**
 * The job application on the shared form part: its resume rules (src/lib/application.ts) through the generic file
 * check, its e-mail subject and payload, and its send, with the values ApplicationDialog passes to Form.
 */
import { describe, expect, it, vi } from 'vitest';
import { APPLICATION_SUBJECT, APPLICATION_SUBJECT_FIELDS, MAX_RESUME_BYTES, RESUME_ACCEPT } from '../../src/lib/application';
import { fileProblem, fileRules, formatFileSize } from '../../src/lib/files';
import { buildPayload, composeSubject, sendFormData } from '../../src/lib/forms';

const checkResume = (file: { name: string; size: number } | null, maxBytes = MAX_RESUME_BYTES) => fileProblem(file, fileRules(RESUME_ACCEPT, maxBytes), 'resume');
const fallback = 'or e-mail your resume to hr@example.com';

describe('formatFileSize', () => {
  it('writes bytes, KB and MB with at most one decimal', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(6.25 * 1024 * 1024)).toBe('6.3 MB');
  });
});

describe('the resume check', () => {
  it('accepts PDF, DOC and DOCX up to the limit, whatever the case of the extension', () => {
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
    for (const name of ['cv.pdf', 'CV.PDF', 'resume.doc', 'Asha K resume.docx']) {
      expect(checkResume({ name, size: 200_000 })).toBe('');
    }
    expect(checkResume({ name: 'cv.pdf', size: MAX_RESUME_BYTES })).toBe('');
  });

  it('rejects a file one byte over the limit and says the size and the limit', () => {
    const message = checkResume({ name: 'scan.pdf', size: MAX_RESUME_BYTES + 1 });
    expect(message).toContain('scan.pdf');
    expect(message).toContain('5 MB');
  });

  it('rejects other types and empty files; no file at all is left to the field\'s `required`', () => {
    for (const file of [{ name: 'photo.jpg', size: 1000 }, { name: 'cv.pdf.exe', size: 1000 }, { name: 'cv.pdf', size: 0 }]) {
      expect(checkResume(file)).not.toBe('');
    }
    expect(checkResume({ name: 'photo.jpg', size: 1000 })).toMatch(/not a PDF, DOC or DOCX file.*resume/);
    expect(checkResume(null)).toBe('');
  });

  it('honours a custom limit', () => {
    expect(checkResume({ name: 'cv.pdf', size: 2000 }, 1000)).not.toBe('');
  });
});

describe('the application subject', () => {
  it('names the role and the applicant', () => {
    expect(composeSubject(APPLICATION_SUBJECT, ['Web Developer Intern', '  Asha   Kumari '])).toBe('Job application: Web Developer Intern — Asha Kumari');
    expect(composeSubject(APPLICATION_SUBJECT, ['', ''])).toBe('Job application');
  });
});

describe('the application payload', () => {
  const form = () => {
    const data = new FormData();
    data.append('fullName', ' Asha Kumari ');
    data.append('email', 'asha@example.com');
    data.append('mobile', '+91 98765 43210');
    data.append('dob', '2003-05-14');
    data.append('qualification', '');
    data.append('skills', '  ');
    data.append('jobRole', 'PCB Designer Intern');
    data.append('_subject', APPLICATION_SUBJECT);
    data.append('_gotcha', '');
    data.append('resume', new File(['%PDF-1.4'], 'asha-cv.pdf', { type: 'application/pdf' }));
    return data;
  };

  it('keeps filled fields trimmed, drops empty optional ones and attaches the resume', () => {
    const payload = buildPayload(form(), APPLICATION_SUBJECT_FIELDS);
    expect(payload.get('fullName')).toBe('Asha Kumari');
    expect(payload.get('mobile')).toBe('+91 98765 43210');
    expect(payload.get('jobRole')).toBe('PCB Designer Intern');
    expect(payload.has('qualification')).toBe(false);
    expect(payload.has('skills')).toBe(false);
    expect(payload.has('_gotcha')).toBe(false);
    const resume = payload.get('resume');
    expect(resume).toBeInstanceOf(File);
    expect((resume as File).name).toBe('asha-cv.pdf');
    expect(payload.get('_subject')).toBe('Job application: PCB Designer Intern — Asha Kumari');
  });

  it('does not change the form data it was given', () => {
    const source = form();
    buildPayload(source, APPLICATION_SUBJECT_FIELDS);
    expect(source.get('fullName')).toBe(' Asha Kumari ');
    expect(source.get('_subject')).toBe(APPLICATION_SUBJECT);
  });

  it('keeps a filled honeypot so the form service can drop the message', () => {
    const source = form();
    source.set('_gotcha', 'http://spam.example');
    expect(buildPayload(source, APPLICATION_SUBJECT_FIELDS).get('_gotcha')).toBe('http://spam.example');
  });
});

describe('sending the application', () => {
  const payload = new FormData();

  it('posts the payload to the endpoint and reports success', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    await expect(sendFormData('https://forms.example.com/f/x', payload, { fetchImpl, what: 'application', fallback })).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('https://forms.example.com/f/x', expect.objectContaining({ method: 'POST', body: payload }));
  });

  it('turns a refusal into a message with the status and the fallback address', async () => {
    const fetchImpl = vi.fn(async () => new Response('no', { status: 500 }));
    const result = await sendFormData('https://forms.example.com/f/x', payload, { fetchImpl, what: 'application', fallback });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('500');
      expect(result.message).toContain('hr@example.com');
      expect(result.message).toContain('application');
      expect(result.message).toMatch(/still here/);
    }
  });

  it('turns a network failure into a message instead of throwing', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await sendFormData('https://forms.example.com/f/x', payload, { fetchImpl, what: 'application' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/connection/);
  });
});
