/**
 * Placeholder art for the home page, /about-us and /services/android-development (src/assets/home/).
 * The hero poster is not here: scripts/make-hero-video.mjs draws it together with the video so the two match.
 */
const logo = (group, slug, title, subtitle) => ({
  file: `src/assets/home/logos/${group}-${slug}.png`,
  kind: 'logo',
  width: 400,
  height: 120,
  title,
  subtitle,
});

const photo = (file, title, subtitle, width = 800, height = 500) => ({
  file: `src/assets/home/${file}`,
  kind: 'photo',
  width,
  height,
  title,
  subtitle,
});

/** Gallery pictures: 640×480, one caption each; the order matches src/content/home/gallery.yaml. */
export const gallery = {
  embedded: [
    ['stm32-motor-controller', 'Motor controller'],
    ['esp32-data-logger', 'ESP32 data logger'],
    ['pcb-layout-review', 'PCB layout'],
    ['can-bus-analyser', 'CAN analyser'],
    ['rtos-firmware-test', 'RTOS test rig'],
    ['solar-charge-controller', 'Solar charger'],
    ['smart-energy-meter', 'Smart energy meter'],
    ['ble-wearable', 'BLE wearable'],
    ['industrial-plc-io', 'PLC I/O board'],
    ['lora-sensor-node', 'LoRa sensor node'],
    ['bootloader-flashing', 'Flashing station'],
    ['oscilloscope-debug', 'Scope debugging'],
    ['student-lab-kit', 'College lab kit'],
  ],
  website: [
    ['clinic-portal', 'Clinic portal'],
    ['college-website', 'College website'],
    ['jewellery-store', 'Jewellery store'],
    ['event-booking', 'Event booking'],
    ['photography-portfolio', 'Photo portfolio'],
    ['hrm-dashboard', 'HRM dashboard'],
    ['billing-web-app', 'Billing web app'],
    ['school-management', 'School management'],
    ['textile-catalogue', 'Textile catalogue'],
  ],
  iot: [
    ['greenhouse-monitor', 'Greenhouse monitor'],
    ['cold-chain-tracker', 'Cold-chain tracker'],
    ['water-tank-level', 'Water tank alerts'],
    ['factory-energy-dashboard', 'Energy dashboard'],
    ['smart-parking', 'Smart parking'],
    ['poultry-farm-control', 'Poultry farm control'],
    ['iot-gateway', 'IoT gateway'],
    ['air-quality-station', 'Air quality'],
  ],
  app: [
    ['lms-mobile-app', 'Prime LMS app'],
    ['grocery-app', 'Grocery app'],
    ['field-service-app', 'Field service app'],
    ['patient-app', 'D-Connect app'],
    ['attendance-app', 'Attendance app'],
  ],
};

export default [
  photo('intro.jpg', 'Ematix, Salem', 'Embedded · IoT · Software', 800, 600),
  photo('iot.jpg', 'IoT solutions', 'Sensors, gateways and dashboards', 800, 600),
  photo('embedded.jpg', 'Embedded software', 'Firmware, drivers and RTOS', 800, 600),
  photo('about.jpg', 'Our Salem office', 'Design lab and training centre', 800, 600),
  photo('plans/web.jpg', 'Web Application', 'React · Node · cloud hosting'),
  photo('plans/android.jpg', 'Android Application', 'Kotlin · Play Store release'),
  photo('plans/ios.jpg', 'iOS Application', 'Swift · App Store release'),
  photo('plans/react-native.jpg', 'React Native App', 'One code base for Android and iOS'),
  logo('trusted', 'kaveri-agro', 'Kaveri Agro', 'Food processing'),
  logo('trusted', 'shevaroy-motors', 'Shevaroy', 'Motors · EV components'),
  logo('trusted', 'yercaud-health', 'Yercaud', 'Health · Hospital network'),
  logo('academic', 'salem-institute', 'SIT Salem', 'Salem Institute of Technology'),
  logo('academic', 'kongu-nadu-college', 'Kongu Nadu', 'Arts & Science College'),
  logo('client', 'mettur-textiles', 'Mettur', 'Textiles'),
  logo('client', 'attur-foods', 'Attur', 'Foods'),
  logo('client', 'namakkal-logistics', 'Namakkal', 'Logistics'),
  logo('client', 'erode-power', 'Erode', 'Power'),
  logo('client', 'omalur-pharma', 'Omalur', 'Pharma'),
  logo('client', 'hosur-robotics', 'Hosur', 'Robotics'),
  logo('client', 'trichy-castings', 'Trichy', 'Castings'),
  logo('client', 'coimbatore-pumps', 'Kovai', 'Pumps'),
  logo('client', 'madurai-retail', 'Madurai', 'Retail'),
  logo('client', 'tirupur-knits', 'Tirupur', 'Knits'),
  logo('client', 'karur-finance', 'Karur', 'Finance'),
  ...Object.entries(gallery).flatMap(([tab, items]) =>
    items.map(([slug, title]) => photo(`gallery/${tab}/${slug}.jpg`, title, undefined, 640, 480)),
  ),
];
