/**
 * The web editor's menu (its screens, in order, with labels) and the repository it saves to: the data the generator
 * (docs.ts) adds to the collections and schemas when it writes public/admin/config.yml.
 */

/**
 * Where the web editor (/admin) saves when used with a Git host; working on a local clone ("Work with Local
 * Repository") does not use it.
 *
 * FOR THE MAINTAINER, BEFORE GOING LIVE: `repo` is a PLACEHOLDER. Set it to the real GitHub repository as
 * "owner/name" (e.g. "ematix-in/website") and `branch` to the branch the site is built from, then run
 * `npm run content:generate` (it writes public/admin/config.yml) and commit both files. The go-live check
 * (src/content-reports/go-live.ts) stops a build for the real address while the placeholder is still here.
 * Editors then sign in on /admin/ with "Sign In Using Access Token" (a GitHub personal access token that may write to
 * the repository's contents); for a "Sign In with GitHub" button, add an OAuth client and its `base_url` here.
 */
export const CMS_BACKEND = { name: 'github', repo: 'ematix-example/ematix-website', branch: 'main' } as const;

/** A screen of the editor's menu: its label and the collections it shows, each with the label of its file(s). */
export interface EditorScreen {
  /** The screen's name in the editor's address (#/collections/<name>). */
  name: string;
  label: string;
  /** One sentence shown at the top of the screen (a single folder collection uses its collection's description). */
  description?: string;
  /**
   * Collection name → the label of its file(s) (a folder collection: the label of the screen); for a collection of
   * several files (define.ts `files()`), file → label for the files shown on this screen (the others may be on
   * other screens, each file on exactly one).
   */
  collections: Record<string, string | Record<string, string>>;
}

export const DIVIDER = { divider: true } as const;

/**
 * The editor's menu, in order, in the words of docs/editing.md. Every collection of src/content.config.ts is on
 * exactly one screen (the generator stops otherwise). A screen holds either one folder collection or any number of
 * files.
 */
export const EDITOR_SCREENS: (EditorScreen | typeof DIVIDER)[] = [
  { name: 'blog', label: 'Blog posts', collections: { blog: 'Blog posts' } },
  { name: 'internships', label: 'Internships', collections: { internships: 'Internships' } },
  {
    name: 'batches',
    label: 'Batch schedule',
    description:
      'The "Upcoming Batch Schedule" beside the internship catalogue: each batch with its first and last day. Batches leave the list by themselves after their last day.',
    collections: { internshipBatches: 'Batch schedule' },
  },
  {
    name: 'events',
    label: 'Conferences and webinars',
    description:
      'Every conference and webinar with its dates (lists show them by date; the dates decide upcoming or past).',
    collections: { events: 'All conferences and webinars' },
  },
  {
    name: 'learning',
    label: 'Courses',
    description: 'The courses with their start dates, on /service/course and /service/elearning.',
    collections: { courses: 'Courses' },
  },
  { name: 'faqs', label: 'FAQs', collections: { faqs: 'FAQs' } },
  DIVIDER,
  {
    name: 'membership',
    label: 'Membership plans and prices',
    description:
      "The Ematix-Prime membership plans and prices (whole rupees and US dollars). The membership pages' texts, tables, discounts and the campus ambassador programme are in their files on the Pages screen.",
    collections: {
      prices: {
        'src/content/prime/membership/plans.yaml': 'Free and Premium plans',
        'src/content/prime/membership/prices.yaml': 'Membership prices (student and professional)',
      },
    },
  },
  { name: 'awards', label: 'Awards', collections: { awards: 'Awards' } },
  { name: 'galleries', label: 'Galleries', collections: { galleries: 'Galleries' } },
  {
    name: 'initiatives',
    label: 'Initiatives',
    description: 'The faculty development programme, the skills training and the innovation challenge.',
    collections: {
      programmes: {
        'src/content/prime/initiatives/fdp.yaml': 'Faculty development programmes',
        'src/content/prime/initiatives/skills-training.yaml': 'Skills training',
        'src/content/prime/initiatives/innovation-challenge.yaml': 'Innovation challenge',
      },
    },
  },
  DIVIDER,
  {
    name: 'home',
    label: 'Home page',
    description:
      'What the home page shares with other pages. Its own text and lists (hero, blocks, cards, gallery) are in its page file, on the Pages screen.',
    collections: {
      prices: { 'src/content/home/app-plans.yaml': 'App development prices' },
      settings: {
        'src/content/home/logos.yaml': 'Logos',
        'src/content/home/values.yaml': 'Vision, mission and strategy',
      },
    },
  },
  {
    name: 'testimonials',
    label: 'Testimonials',
    description: 'What clients and learners say, on the home page and the web products page.',
    collections: {
      testimonials: {
        'src/content/home/client-testimonials.yaml': 'Client testimonials',
        'src/content/home/learner-reviews.yaml': 'Learner reviews',
        'src/content/products/web-testimonials.yaml': 'Web products testimonials',
      },
    },
  },
  {
    name: 'products',
    label: 'Products',
    description:
      'The tabs of the three products pages. Their lists (categories, suites, web projects and solutions) are in the page files, on the Pages screen.',
    collections: {
      navigation: { 'src/content/products/tabs.yaml': 'Product page tabs' },
    },
  },
  DIVIDER,
  {
    name: 'site',
    label: 'Site settings',
    description:
      'Phone, e-mail, addresses, hours, social links and every outside link (one place, every page uses it), and the menus.',
    collections: {
      settings: { 'src/content/site/settings.yaml': 'Contact details, links and company facts' },
      navigation: {
        'src/content/site/navigation.yaml': 'Menus',
        'src/content/prime/navigation.yaml': 'Ematix-Prime menu',
      },
    },
  },
  {
    name: 'pages',
    label: 'Pages',
    description:
      'Every page of the site, one file each (src/content/pages/about-us.yaml is the page at /about-us): its title and description for browsers and search engines, its older addresses and, for pages of a kind, their content.',
    collections: { pages: 'Pages' },
  },
];

/**
 * The pages that show each collection (URL paths; <name> stands for each entry's page), for the field reference.
 * Declared, not worked out: '*' is every page. tests/unit/editing-reference.test.ts checks that each path is a page
 * of src/pages and that every collection is listed.
 */
export const SHOWN_ON: Record<string, string> = {
  // Files of a collection of several (files()), where they differ from their collection's pages.
  'src/content/prime/membership/prices.yaml':
    '/<ambassador> /<courseInfo> /ematixprime/conference/faq /ematixprime/intern /ematixprime/membership /ematixprime/membership/discount /ematixprime/membership/faq /ematixprime/membership/institutional /ematixprime/membership/membershipform /ematixprime/membership/membershipform/plan /ematixprime/membership/professional',
  'src/content/prime/membership/plans.yaml':
    '/ematixprime/membership /ematixprime/membership/membershipform /ematixprime/membership/membershipform/plan /ematixprime/membership/professional',
  'src/content/home/app-plans.yaml': '/ /services/android-development',
  'src/content/home/client-testimonials.yaml': '/',
  'src/content/home/learner-reviews.yaml': '/',
  'src/content/products/web-testimonials.yaml': '/products/webproduct',
  'src/content/prime/initiatives/fdp.yaml': '/<fdp> /ematixprime/<gallery>',
  'src/content/prime/initiatives/skills-training.yaml': '/<skills> /ematixprime/initiative/skill/<brochure>.pdf',
  'src/content/prime/initiatives/innovation-challenge.yaml': '/ematixprime/initiative/industry',
  settings: '*',
  'src/content/home/logos.yaml': '/ /about-us',
  'src/content/home/values.yaml': '/ /about-us',
  navigation: '*',
  'src/content/prime/navigation.yaml':
    '/<ambassador> /<courseInfo> /<fdp> /<skills> /ematixprime/<community> /ematixprime/<gallery> /ematixprime/<soon> /ematixprime/<text> /ematixprime/award/<award> /ematixprime/conference /ematixprime/conference/faq /ematixprime/conference/pastconference /ematixprime/conference/upcoming /ematixprime/conference/videos /ematixprime/contact /ematixprime/events/<id> /ematixprime/initiative/industry /ematixprime/initiative/pastwebinar /ematixprime/initiative/upcomingwebinar /ematixprime/intern /ematixprime/internship /ematixprime/internship/<slug> /ematixprime/membership /ematixprime/membership/discount /ematixprime/membership/faq /ematixprime/membership/institutional /ematixprime/membership/membershipform /ematixprime/membership/membershipform/plan /ematixprime/membership/professional',
  'src/content/products/tabs.yaml': '/products /products/suites /products/webproduct',
  pages: '*',
  blog: '/blog /blog/<slug> /rss.xml',
  internships: '/brochures/<slug>.pdf /ematixprime/internship /ematixprime/internship/<slug>',
  internshipBatches: '/ematixprime/internship /ematixprime/internship/<slug>',
  courses: '/service/course /service/elearning',
  awards: '/ematixprime/award/<award> /service/<award>',
  galleries: '/ematixprime/<gallery>',
  faqs: '/<courseInfo> /ematixprime/conference/faq /ematixprime/intern /ematixprime/membership/faq',
  programmes:
    '/<fdp> /<skills> /ematixprime/<gallery> /ematixprime/initiative/industry /ematixprime/initiative/skill/<brochure>.pdf',
  events:
    '/ematixprime/conference /ematixprime/conference/pastconference /ematixprime/conference/upcoming /ematixprime/events/<id> /ematixprime/events/<id>.ics /ematixprime/initiative/pastwebinar /ematixprime/initiative/upcomingwebinar',
  testimonials: '/ /products/webproduct',
  prices:
    '/ /<ambassador> /<courseInfo> /about-us /ematixprime/conference/faq /ematixprime/intern /ematixprime/membership /ematixprime/membership/discount /ematixprime/membership/faq /ematixprime/membership/institutional /ematixprime/membership/membershipform /ematixprime/membership/membershipform/plan /ematixprime/membership/professional /products/webproduct /services/android-development',
};

/**
 * What is true of one page file alone (its kind's fields are shared with other pages): shown with the page's first
 * field in the web editor and under the pages in the field reference.
 */
export const PAGE_NOTES: Record<string, string> = {
  '/ematixprime':
    'The community page, also shown at /ematixprime/community (whose page file names this one as canonical).',
  '/ematixprime/community/speaker': 'A short page until the speaker list is published.',
  '/ematixprime/community/specialinterest': 'A short page until the communities are announced.',
  '/ematixprime/conference': 'The conference calendar sits between the introduction and the sections.',
  '/ematixprime/conference/upcoming':
    'The text around the upcoming conferences and the "Explore More" topics. The conferences themselves are those of src/content/prime/events.yaml still ahead, by their dates: the list changes by itself as dates pass, so do not count the conferences or name a year here.',
  '/ematixprime/conference/videos':
    'The video addresses are placeholders ("ematix-example", which `npm run go-live` lists) until the real video\'s id is set in both, before going live.',
  '/ematixprime/course': 'Also shown at /service/internship.',
  '/service/academicsupport':
    '1-on-1 mentorship. The site has no sign-in, so its buttons go to the contact form with the subject filled in.',
  '/service/elearning': 'The course cards under the introduction come from src/content/learning/courses.yaml.',
};
