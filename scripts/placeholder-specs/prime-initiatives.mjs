/**
 * Ematix-Prime initiative pages (src/assets/prime/initiatives/): the FDP's main picture, collage and events
 * gallery, the skills training's chief guests and sample certificates, and the innovation challenge poster.
 */
const file = (name, ext = 'jpg') => `src/assets/prime/initiatives/${name}.${ext}`;
const photo = (name, title, subtitle, width = 640, height = 480) => ({
  file: file(name),
  kind: 'photo',
  width,
  height,
  title,
  subtitle,
});
const avatar = (name, title) => ({ file: file(name), kind: 'avatar', width: 320, height: 320, title });

export default [
  photo('fdp-main', 'IEEE RAS 5 Days FDP', 'Robotics and embedded automation', 960, 540),
  photo('fdp-collage-1', 'Inauguration', 'Day 1', 480, 360),
  photo('fdp-collage-2', 'Motor driver lab', 'Day 1', 480, 360),
  photo('fdp-collage-3', 'Sensor fusion', 'Day 3', 480, 360),
  photo('fdp-collage-4', 'IMU calibration', 'Day 3', 480, 360),
  photo('fdp-collage-5', 'ROS 2 navigation', 'Day 4', 480, 360),
  photo('fdp-collage-6', 'Line-following trial', 'Day 5', 480, 360),
  photo('fdp-collage-7', 'Design review', 'Day 4', 480, 360),
  photo('fdp-collage-8', 'Valedictory', 'Day 5', 480, 360),
  photo('fdp-event-1', 'Embedded C', 'Day 1'),
  photo('fdp-event-2', 'Encoders and PID', 'Day 2'),
  photo('fdp-event-3', 'Sensor fusion', 'Day 3'),
  photo('fdp-event-4', 'ROS 2 mapping', 'Day 4'),
  photo('fdp-event-5', 'Robot trials', 'Day 5'),
  photo('fdp-event-6', 'Group photo', 'IEEE RAS branch'),
  avatar('guest-venkatesan', 'R Venkatesan'),
  avatar('guest-kavitha', 'Kavitha Shanmugam'),
  photo('certificate-participation', 'Participation', 'Certificate · Essential skills 2025', 800, 566),
  photo('certificate-merit', 'Merit', 'Certificate · Essential skills 2025', 800, 566),
  photo('innovation-challenge-poster', 'Innovation Challenge', 'Student teams, 2025', 600, 848),
];
