/** Ematix-Prime membership pages (src/assets/prime/membership/): one picture per membership section, 640×480. */
const photo = (name, title, subtitle) => ({
  file: `src/assets/prime/membership/${name}.jpg`,
  kind: 'photo',
  width: 640,
  height: 480,
  title,
  subtitle,
});

export default [
  photo('professional-membership', 'Membership meet-up', 'Students and engineers'),
  photo('learn', 'Live webinar', 'Embedded C, evening batch'),
  photo('present', 'Paper presentation', 'IoT track'),
  photo('publish', 'Paper review', 'Editing help for members'),
  photo('collaborate', 'Inter-college hackathon', 'Robotics team'),
  photo('mentorship', 'Mentor call', 'Firmware review'),
  photo('jobs', 'Campus interview', 'Embedded systems role'),
  photo('convenience-hospitality', 'Conference desk', 'Welcome and accommodation'),
];
