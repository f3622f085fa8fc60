/**
 * The membership registration form (/ematixprime/membership/membershipform, SPEC's Student Registration Form, for
 * students and professionals alike): its fields, fieldsets and the plan.
 *
 * A typed module rather than content: the field names are the contract with the form-forwarding service and with
 * whoever reads the e-mails (SPEC §3 fixes them, e.g. `ugCourse`, `masterCourse`, `phdCourse`), and the types and
 * required flags are SPEC §5's validation rules. Renaming one in a YAML file would silently break the receiving
 * side, so they live in code, checked by TypeScript and by tests that read this same list (the page renders it and
 * the end-to-end tests compare the page and the submission with it).
 *
 * Kept free of Astro imports so the Playwright tests can import it too.
 */
import { MIN_NAME_LENGTH } from './validation';

type RegistrationFieldType = 'text' | 'email' | 'tel' | 'date' | 'number' | 'textarea' | 'select';

interface RegistrationField {
  /** The name sent with the form (SPEC §3). */
  name: string;
  /** The visible label. */
  label: string;
  type: RegistrationFieldType;
  required: boolean;
  /** The HTML autocomplete token, where one fits; never "off" (the browser then forgets typed text on Back). */
  autocomplete?: string;
  /** Choices of a select, in order. */
  options?: readonly string[];
  /** The keyboard a phone shows, e.g. "numeric". */
  inputmode?: 'numeric' | 'tel' | 'email' | 'text';
  /** A short example under the field. */
  hint?: string;
  /** A grid hint for the page: fields that need a full row (long answers). */
  wide?: boolean;
  /** Shortest text accepted (the `minlength` attribute), e.g. MIN_NAME_LENGTH for a first name. */
  minlength?: number;
}

export interface RegistrationFieldset {
  /** A short id for the page (element ids, test ids), e.g. "basic". */
  id: string;
  legend: string;
  /** True for the sections a visitor may leave empty (SPEC §3: Master, PhD, Professional and Research). */
  optional: boolean;
  fields: readonly RegistrationField[];
}

const GENDERS = ['Male', 'Female', 'Other'] as const;
const COMPLETION_STATUSES = ['Completed', 'Ongoing'] as const;

/** The six education fields of one degree, named with its prefix: ugCourse, masterCourse, phdCourse, … (SPEC §3). */
function degreeFields(prefix: 'ug' | 'master' | 'phd', required: boolean): RegistrationField[] {
  return [
    {
      name: `${prefix}Course`,
      label: 'Course',
      type: 'text',
      required,
      hint: prefix === 'ug' ? 'e.g. B.E.' : prefix === 'master' ? 'e.g. M.E. or M.Tech.' : 'e.g. Ph.D.',
    },
    {
      name: `${prefix}Department`,
      label: 'Department',
      type: 'text',
      required,
      hint: 'e.g. Electronics and Communication',
    },
    { name: `${prefix}University`, label: 'University', type: 'text', required, hint: 'e.g. Anna University' },
    { name: `${prefix}Institution`, label: 'Institution', type: 'text', required, hint: 'Your college' },
    {
      name: `${prefix}CompletionStatus`,
      label: 'Completion status',
      type: 'select',
      required,
      options: COMPLETION_STATUSES,
    },
    {
      name: `${prefix}Year`,
      label: 'Year of completion',
      type: 'number',
      required,
      inputmode: 'numeric',
      hint: 'Expected year if ongoing, e.g. 2026',
    },
  ];
}

/** Every fieldset of the form in page order, with its fields in order. */
export const registrationFieldsets: readonly RegistrationFieldset[] = [
  {
    id: 'basic',
    legend: 'Basic details',
    optional: false,
    fields: [
      {
        name: 'firstName',
        label: 'First name',
        type: 'text',
        required: true,
        autocomplete: 'given-name',
        minlength: MIN_NAME_LENGTH,
      },
      // No minimum: many surnames in Tamil Nadu are written as an initial ("Priya K").
      { name: 'lastName', label: 'Last name', type: 'text', required: true, autocomplete: 'family-name' },
      {
        name: 'phone',
        label: 'Phone number',
        type: 'tel',
        required: true,
        autocomplete: 'tel',
        hint: 'e.g. +91 98765 43210',
      },
      { name: 'email', label: 'Email address', type: 'email', required: true, autocomplete: 'email' },
      { name: 'dob', label: 'Date of birth', type: 'date', required: true, autocomplete: 'bday' },
      { name: 'gender', label: 'Gender', type: 'select', required: true, autocomplete: 'sex', options: GENDERS },
      // No autofill token means "nationality"; country-name would offer the country of residence instead.
      { name: 'nationality', label: 'Nationality', type: 'text', required: true, hint: 'e.g. Indian' },
      { name: 'state', label: 'State', type: 'text', required: true, autocomplete: 'address-level1' },
      { name: 'city', label: 'City', type: 'text', required: true, autocomplete: 'address-level2' },
    ],
  },
  { id: 'undergraduate', legend: 'Undergraduate degree', optional: false, fields: degreeFields('ug', true) },
  { id: 'master', legend: "Master's degree", optional: true, fields: degreeFields('master', false) },
  { id: 'phd', legend: 'PhD', optional: true, fields: degreeFields('phd', false) },
  {
    id: 'professional',
    legend: 'Professional details',
    optional: true,
    fields: [
      // "section-work" keeps the browser from filling the home address of the Basic section in here.
      {
        name: 'institutionName',
        label: 'Institution or company',
        type: 'text',
        required: false,
        autocomplete: 'section-work organization',
      },
      {
        name: 'address',
        label: 'Address',
        type: 'text',
        required: false,
        autocomplete: 'section-work address-line1',
        wide: true,
      },
      { name: 'country', label: 'Country', type: 'text', required: false, autocomplete: 'section-work country-name' },
      {
        name: 'professionState',
        label: 'State',
        type: 'text',
        required: false,
        autocomplete: 'section-work address-level1',
      },
      {
        name: 'professionalExp',
        label: 'Professional experience',
        type: 'text',
        required: false,
        hint: 'e.g. 3 years teaching',
      },
      {
        name: 'industrialExp',
        label: 'Industrial experience',
        type: 'text',
        required: false,
        hint: 'e.g. 2 years in firmware',
      },
    ],
  },
  {
    id: 'research',
    legend: 'Research interests',
    optional: true,
    fields: [
      {
        name: 'researchArea',
        label: 'Research area',
        type: 'text',
        required: false,
        hint: 'e.g. Low-power IoT networks',
        wide: true,
      },
      {
        name: 'researchComments',
        label: 'Comments',
        type: 'textarea',
        required: false,
        hint: 'Anything you would like us to know about your research',
        wide: true,
      },
    ],
  },
];

/* --------------------------------------------------------------------------------------------------------------
 * The plan. The form has a visible, required "Membership plan" choice named `plan`, one option per entry of
 * src/content/prime/membership/prices.yaml (its id is the value). A page that links here names the membership it
 * offers with ?plan=<id> (the student page's Student Premium, the plan page's cards, each professional term): a
 * small script selects it. Without JavaScript the query cannot be read, so the choice starts empty and required,
 * and the visitor picks the membership themselves.
 * ------------------------------------------------------------------------------------------------------------ */

/** The form's canonical path (its page file also keeps the spec's spelling "membershipForm" working). */
const REGISTRATION_PATH = '/ematixprime/membership/membershipform';

export const PLAN_FIELD = 'plan';

/** The registration form's address with a plan chosen, e.g. "/ematixprime/membership/membershipform?plan=student-premium". */
export function registrationHref(plan?: string): string {
  return plan ? `${REGISTRATION_PATH}?${PLAN_FIELD}=${encodeURIComponent(plan)}` : REGISTRATION_PATH;
}

/** The e-mail subject the form-forwarding service uses for a registration. */
export const REGISTRATION_SUBJECT = 'Ematix-Prime membership registration';
