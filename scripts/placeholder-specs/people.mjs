/** Careers page gallery ("Life at Ematix"): card-sized placeholder photos. */
const photo = (name, title, subtitle) => ({
  file: `src/assets/careers/${name}.jpg`,
  kind: 'photo',
  width: 800,
  height: 500,
  title,
  subtitle,
});

export default [
  photo('embedded-lab', 'Embedded lab', 'Bring-up day'),
  photo('demo-hour', 'Friday demo hour', 'Interns show their work'),
  photo('design-review', 'Design review', 'Clinic app screens'),
  photo('intern-batch', 'Summer intern batch', 'Salem office'),
  photo('conference-stall', 'Conference stall', 'IoT gateway demo'),
  photo('pongal', 'Pongal at Ematix', 'Office courtyard'),
];
