/** Company pages: one picture per service category and per project. Small (640×400) to keep pages light. */
const photo = (file, title, subtitle) => ({
  file: `src/assets/company/${file}`,
  kind: 'photo',
  width: 640,
  height: 400,
  title,
  subtitle,
});

export default [
  photo('service-android.jpg', 'App development', 'Android · iOS · React Native'),
  photo('service-software.jpg', 'Web development', 'Websites · web apps · e-commerce'),
  photo('service-lms.jpg', 'Learning services', 'Courses · internships · conferences'),
  photo('service-dm.jpg', 'Digital marketing', 'SEO · social · campaigns'),
  photo('project-hrm.jpg', 'HRM', 'Human resource management'),
  photo('project-ubs.jpg', 'UBS', 'Unified billing and sales'),
  photo('project-vsc.jpg', 'VSC', 'Clinic management'),
  photo('project-dconnect.jpg', 'D-Connect', 'Connected healthcare'),
];
