/** Brand icons and the default social-card image. */
export default [
  { file: 'public/favicon.svg', kind: 'favicon', width: 32, height: 32 },
  { file: 'public/favicon.ico', kind: 'ico', width: 32, height: 32 },
  { file: 'public/apple-touch-icon.png', kind: 'icon', width: 180, height: 180 },
  { file: 'public/icon-192.png', kind: 'icon', width: 192, height: 192 },
  { file: 'public/icon-512.png', kind: 'icon', width: 512, height: 512 },
  {
    file: 'src/assets/brand/og-default.png',
    kind: 'og',
    width: 1200,
    height: 630,
    title: 'Ematix',
    subtitle: 'Embedded systems · IoT · Software · Training — Salem, Tamil Nadu',
  },
];
