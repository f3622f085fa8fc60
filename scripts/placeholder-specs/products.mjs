/** The products area: web projects in the /products/webproduct carousel, its solution cards and client avatars. */
const showcase = [
  ['vsc', 'VSC', 'Clinic management system'],
  ['hrm', 'HRM', 'Human resource management'],
  ['ubs', 'UBS', 'Unified billing and sales'],
  ['ecommerce', 'E-Commerce', 'Online store and order tracking'],
  ['lms', 'Education / LMS', 'Prime learning platform'],
].map(([name, title, subtitle]) => ({
  file: `src/assets/products/showcase-${name}.jpg`,
  kind: 'photo',
  width: 800,
  height: 500,
  title,
  subtitle,
}));

const solutions = [
  ['lms-app', 'LMS mobile app', 'Courses, tests and certificates'],
  ['grocery-app', 'Grocery mobile app', 'Orders, slots and delivery'],
  ['event-site', 'Event management', 'Tickets, agenda and check-in'],
  ['photography-site', 'Photography site', 'Portfolio and client galleries'],
  ['hrm', 'HRM', 'Attendance, leave and payroll'],
  ['billing', 'Billing software', 'GST invoices and stock'],
  ['school', 'School management', 'Admissions, fees and results'],
  ['jewellery', 'Jewellery web app', 'Catalogue, gold rate and orders'],
].map(([name, title, subtitle]) => ({
  file: `src/assets/products/solution-${name}.jpg`,
  kind: 'photo',
  width: 640,
  height: 400,
  title,
  subtitle,
}));

const avatars = ['Karthik Subramaniam', 'Divya Krishnan', 'Mohammed Irfan', 'Lakshmi Narayanan'].map((title) => ({
  file: `src/assets/products/avatar-${title.split(' ')[0].toLowerCase()}.jpg`,
  kind: 'avatar',
  width: 160,
  height: 160,
  title,
}));

export default [...showcase, ...solutions, ...avatars];
