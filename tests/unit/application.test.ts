import { describe, expect, it, vi } from 'vitest';
import {
  MAX_RESUME_BYTES,
  NO_FILE_LABEL,
  RESUME_ACCEPT,
  applicationSubject,
  buildApplicationPayload,
  checkResume,
  formatFileSize,
  resumeLabel,
  sendForm,
} from '../../src/lib/application';

describe('formatFileSize', () => {
  it('writes bytes, KB and MB with at most one decimal', () => {
    expect(formatFileSize(900)).toBe('900 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatFileSize(6.25 * 1024 * 1024)).toBe('6.3 MB');
  });
});

describe('checkResume', () => {
  it('accepts PDF, DOC and DOCX up to the limit, whatever the case of the extension', () => {
    expect(RESUME_ACCEPT).toBe('.pdf,.doc,.docx');
    for (const name of ['cv.pdf', 'CV.PDF', 'resume.doc', 'Asha K resume.docx']) {
      expect(checkResume({ name, size: 200_000 })).toEqual({ ok: true });
    }
    expect(checkResume({ name: 'cv.pdf', size: MAX_RESUME_BYTES })).toEqual({ ok: true });
  });

  it('rejects a file one byte over the limit and says the size and the limit', () => {
    const result = checkResume({ name: 'scan.pdf', size: MAX_RESUME_BYTES + 1 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('scan.pdf');
      expect(result.message).toContain('5 MB');
    }
  });

  it('rejects other types, empty files and no file at all', () => {
    for (const file of [{ name: 'photo.jpg', size: 1000 }, { name: 'cv.pdf.exe', size: 1000 }, { name: 'cv.pdf', size: 0 }, null]) {
      expect(checkResume(file).ok).toBe(false);
    }
  });

  it('honours a custom limit', () => {
    expect(checkResume({ name: 'cv.pdf', size: 2000 }, 1000).ok).toBe(false);
  });
});

describe('resumeLabel', () => {
  it('shows the chosen file name, or "Choose file"', () => {
    expect(resumeLabel(null)).toBe(NO_FILE_LABEL);
    expect(NO_FILE_LABEL).toBe('Choose file');
    expect(resumeLabel({ name: 'asha-cv.pdf' })).toBe('asha-cv.pdf');
  });
});

describe('applicationSubject', () => {
  it('names the role and the applicant', () => {
    expect(applicationSubject('Web Developer Intern', '  Asha   Kumari ')).toBe('Job application: Web Developer Intern — Asha Kumari');
    expect(applicationSubject('', '')).toBe('Job application: Others');
  });
});

describe('buildApplicationPayload', () => {
  const form = () => {
    const data = new FormData();
    data.append('fullName', ' Asha Kumari ');
    data.append('email', 'asha@example.com');
    data.append('mobile', '+91 98765 43210');
    data.append('dob', '2003-05-14');
    data.append('qualification', '');
    data.append('skills', '  ');
    data.append('jobRole', 'PCB Designer Intern');
    data.append('_gotcha', '');
    data.append('resume', new File(['%PDF-1.4'], 'asha-cv.pdf', { type: 'application/pdf' }));
    return data;
  };

  it('keeps filled fields trimmed, drops empty optional ones and attaches the resume', () => {
    const payload = buildApplicationPayload(form());
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
    buildApplicationPayload(source);
    expect(source.get('fullName')).toBe(' Asha Kumari ');
    expect(source.has('_subject')).toBe(false);
  });

  it('keeps a filled honeypot so the form service can drop the message', () => {
    const source = form();
    source.set('_gotcha', 'http://spam.example');
    expect(buildApplicationPayload(source).get('_gotcha')).toBe('http://spam.example');
  });
});

describe('sendForm', () => {
  const payload = new FormData();

  it('posts the payload to the endpoint and reports success', async () => {
    const fetchImpl = vi.fn(async () => new Response('{"ok":true}', { status: 200 }));
    await expect(sendForm('https://forms.example.com/f/x', payload, fetchImpl)).resolves.toEqual({ ok: true });
    expect(fetchImpl).toHaveBeenCalledWith('https://forms.example.com/f/x', expect.objectContaining({ method: 'POST', body: payload }));
  });

  it('turns a refusal into a message with the status and the fallback address', async () => {
    const fetchImpl = vi.fn(async () => new Response('no', { status: 500 }));
    const result = await sendForm('https://forms.example.com/f/x', payload, fetchImpl, 'hr@example.com');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.message).toContain('500');
      expect(result.message).toContain('hr@example.com');
      expect(result.message).toMatch(/still here/);
    }
  });

  it('turns a network failure into a message instead of throwing', async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const result = await sendForm('https://forms.example.com/f/x', payload, fetchImpl);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/connection/);
  });
});
