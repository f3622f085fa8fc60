/**
 * The job application's rules (the form is the shared form part, src/components/forms/; its payload, file check and
 * send are tested in tests/unit/forms.test.ts and application.test.ts with these values).
 */

/** Largest resume accepted: 5 MB, enough for any CV; bigger files are usually scans that mail servers reject. */
export const MAX_RESUME_BYTES = 5 * 1024 * 1024;

/** File types the form accepts (also the input's `accept` attribute). */
const RESUME_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** The `accept` attribute of the resume input: ".pdf,.doc,.docx". */
export const RESUME_ACCEPT = RESUME_EXTENSIONS.join(',');

/** The extra job-role choice after the open roles. */
export const OTHER_ROLE = 'Others';

/** The e-mail subject; the form adds the role and the applicant's name when JavaScript sends it. */
export const APPLICATION_SUBJECT = 'Job application';

/** The fields whose values follow the subject: "Job application: Web Developer Intern — Asha Kumari". */
export const APPLICATION_SUBJECT_FIELDS = ['jobRole', 'fullName'];
