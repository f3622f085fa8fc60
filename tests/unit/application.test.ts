/**
 * The job application on the shared form part: its resume rules (src/lib/forms/application.ts) through the generic file
 * check, and its e-mail subject and payload, with the values ApplicationDialog passes to Form. The generic parts
 * (file sizes, payload trimming, the honeypot, sending and its failures) are tested once, in forms.test.ts.
 */
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_SUBJECT,
  APPLICATION_SUBJECT_FIELDS,
  MAX_RESUME_BYTES,
  RESUME_ACCEPT,
} from '../../src/lib/forms/application';
import { fileProblem, fileRules } from '../../src/lib/forms/files';
import { buildPayload, composeSubject } from '../../src/lib/forms/submission';

const checkResume = (file: { name: string; size: number } | null, maxBytes = MAX_RESUME_BYTES) =>
  fileProblem(file, fileRules(RESUME_ACCEPT, maxBytes), 'resume');

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

  it("rejects other types and empty files; no file at all is left to the field's `required`", () => {
    for (const file of [
      { name: 'photo.jpg', size: 1000 },
      { name: 'cv.pdf.exe', size: 1000 },
      { name: 'cv.pdf', size: 0 },
    ]) {
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
    expect(composeSubject(APPLICATION_SUBJECT, ['Web Developer Intern', '  Asha   Kumari '])).toBe(
      'Job application: Web Developer Intern — Asha Kumari',
    );
    expect(composeSubject(APPLICATION_SUBJECT, ['', ''])).toBe('Job application');
  });
});

describe('the application payload', () => {
  // Trimming, keeping empty fields and the honeypot are buildPayload's own (forms.test.ts); here, what the
  // application's settings add: the role and name in the subject, the resume attached.
  it('names the role and the applicant in the subject and attaches the resume', () => {
    const data = new FormData();
    data.append('fullName', ' Asha Kumari ');
    data.append('jobRole', 'PCB Designer Intern');
    data.append('_subject', APPLICATION_SUBJECT);
    data.append('resume', new File(['%PDF-1.4'], 'asha-cv.pdf', { type: 'application/pdf' }));
    const payload = buildPayload(data, APPLICATION_SUBJECT_FIELDS);
    expect(payload.get('fullName')).toBe('Asha Kumari');
    expect(payload.get('jobRole')).toBe('PCB Designer Intern');
    const resume = payload.get('resume');
    expect(resume).toBeInstanceOf(File);
    expect((resume as File).name).toBe('asha-cv.pdf');
    expect(payload.get('_subject')).toBe('Job application: PCB Designer Intern — Asha Kumari');
  });
});
