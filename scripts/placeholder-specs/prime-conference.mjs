/**
 * Ematix-Prime conference pages: the video poster, the five pictures beside the video and the 42 photos of the past
 * event gallery. Gallery photos are small (480×320): they show as thumbnails in a grid of four.
 */
const dir = 'src/assets/prime/conference';
const picture = (file, title, subtitle) => ({ file: `${dir}/${file}`, kind: 'photo', width: 640, height: 400, title, subtitle });
const photo = (file, title, subtitle) => ({ file: `${dir}/${file}`, kind: 'photo', width: 480, height: 320, title, subtitle });

export default [
  // No caption: the video's own title is drawn over the poster by VideoEmbed.
  { file: `${dir}/video-poster.jpg`, kind: 'photo', width: 1280, height: 720 },
  picture('keynote.jpg', 'Keynote', 'ICIEMSD 2025 opening session'),
  picture('paper-session.jpg', 'Paper session', 'Engineering and technology track'),
  picture('poster-session.jpg', 'Poster session', 'ICIOT 2025, Coimbatore'),
  picture('awards.jpg', 'Awards', 'International Awards Conference 2025'),
  picture('delegates.jpg', 'Delegates', 'ICCN 2025, Bengaluru'),
  photo('gallery/event-01.jpg', 'ICAIET 2025', 'Keynote on AI for predictive maintenance'),
  photo('gallery/event-02.jpg', 'ICAIET 2025', 'Session chair introducing the speakers'),
  photo('gallery/event-03.jpg', 'ICAIET 2025', 'Best paper award announced online'),
  photo('gallery/event-04.jpg', 'ICRTCS 2025', 'Delegates registering at the help desk'),
  photo('gallery/event-05.jpg', 'ICRTCS 2025', 'Student presenting a cloud security paper'),
  photo('gallery/event-06.jpg', 'ICRTCS 2025', 'Panel on software careers'),
  photo('gallery/event-07.jpg', 'ICRTCS 2025', 'Group photo of the organising team'),
  photo('gallery/event-08.jpg', 'ICIOT 2025', 'Smart metering prototype on display'),
  photo('gallery/event-09.jpg', 'ICIOT 2025', 'Students demonstrating an IoT soil sensor'),
  photo('gallery/event-10.jpg', 'ICIOT 2025', 'Keynote on city-scale IoT platforms'),
  photo('gallery/event-11.jpg', 'ICIOT 2025', 'Poster session in the seminar hall'),
  photo('gallery/event-12.jpg', 'ICREE 2025', 'Solar inverter test bench shown to delegates'),
  photo('gallery/event-13.jpg', 'ICREE 2025', 'Researcher presenting a wind energy study'),
  photo('gallery/event-14.jpg', 'ICREE 2025', 'Session on rural micro-grids'),
  photo('gallery/event-15.jpg', 'ICREE 2025', 'Certificates handed to presenters'),
  photo('gallery/event-16.jpg', 'ICSTEM 2025', 'Faculty workshop on outcome-based education'),
  photo('gallery/event-17.jpg', 'ICSTEM 2025', 'Teachers discussing STEM lab kits'),
  photo('gallery/event-18.jpg', 'ICSTEM 2025', 'Inauguration with the lighting of the lamp'),
  photo('gallery/event-19.jpg', 'ICIEMSD 2025', 'Opening address of ICIEMSD 2025'),
  photo('gallery/event-20.jpg', 'ICIEMSD 2025', 'Parallel session in the engineering track'),
  photo('gallery/event-21.jpg', 'ICIEMSD 2025', 'Management track presentation'),
  photo('gallery/event-22.jpg', 'ICIEMSD 2025', 'Advisory committee meeting online'),
  photo('gallery/event-23.jpg', 'ICIEMSD 2025', 'Closing ceremony and vote of thanks'),
  photo('gallery/event-24.jpg', 'ICCN 2025', 'Industry panel on private 5G'),
  photo('gallery/event-25.jpg', 'ICCN 2025', 'Delegates at the networking lunch'),
  photo('gallery/event-26.jpg', 'ICCN 2025', 'Student paper on antenna design'),
  photo('gallery/event-27.jpg', 'ICCN 2025', 'Demonstration of a 5G test kit'),
  photo('gallery/event-28.jpg', 'ICMSM 2025', '3D-printed parts shown at the expo'),
  photo('gallery/event-29.jpg', 'ICMSM 2025', 'Researcher explaining a composite sample'),
  photo('gallery/event-30.jpg', 'ICMSM 2025', 'Session on quality engineering'),
  photo('gallery/event-31.jpg', 'Awards 2025', 'Award announcement for best educator'),
  photo('gallery/event-32.jpg', 'Awards 2025', 'Presenter sharing slides online'),
  photo('gallery/event-33.jpg', 'Awards 2025', 'Jury discussing the nominations'),
  photo('gallery/event-34.jpg', 'Awards 2025', 'Winners on the online stage'),
  photo('gallery/event-35.jpg', 'ICROB 2025', 'Student robot arm picking parts'),
  photo('gallery/event-36.jpg', 'ICROB 2025', 'Drone demonstration in the open ground'),
  photo('gallery/event-37.jpg', 'ICROB 2025', 'Robotics club team with their rover'),
  photo('gallery/event-38.jpg', 'ICROB 2025', 'Keynote on factory automation'),
  photo('gallery/event-39.jpg', 'FDP 2025', 'Faculty soldering a sensor board'),
  photo('gallery/event-40.jpg', 'FDP 2025', 'Trainer explaining an oscilloscope trace'),
  photo('gallery/event-41.jpg', 'FDP 2025', 'FDP participants with their certificates'),
  photo('gallery/event-42.jpg', 'FDP 2025', 'Hands-on session on embedded C'),
];
