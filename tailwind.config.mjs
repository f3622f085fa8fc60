/** Design tokens: brand colours, type scale and spacing shared by every page. */
/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,js,jsx,md,mdx,ts,tsx}'],
  theme: {
    extend: {
      colors: {
        // Ematix navy: headings, header, footer. 700+ passes AA on white.
        brand: {
          50: '#eef4ff',
          100: '#d9e6ff',
          200: '#b6ceff',
          300: '#84abfb',
          400: '#4f7ff2',
          500: '#2b5ce0',
          600: '#1d45c2',
          700: '#19379c',
          800: '#172f7c',
          900: '#12245c',
          950: '#0b1638',
        },
        // Circuit-board amber for calls to action; text on it is brand-950.
        accent: {
          100: '#fff1d6',
          200: '#ffe0a8',
          300: '#ffc970',
          400: '#ffb23d',
          500: '#f59a0b',
          600: '#c27506',
          700: '#8f5304',
        },
        ink: {
          DEFAULT: '#1b2233',
          muted: '#4a5468',
          soft: '#eef1f6',
        },
      },
      fontFamily: {
        // System fonts: no web-font download on slow networks.
        sans: [
          'system-ui',
          '-apple-system',
          '"Segoe UI"',
          'Roboto',
          '"Noto Sans"',
          '"Helvetica Neue"',
          'Arial',
          'sans-serif',
          '"Apple Color Emoji"',
          '"Segoe UI Emoji"',
          '"Noto Color Emoji"',
        ],
      },
      fontSize: {
        // A modular scale (1.2) for body text and headings.
        display: ['clamp(2rem, 5vw + 1rem, 3.5rem)', { lineHeight: '1.1', fontWeight: '800' }],
        h1: ['clamp(1.875rem, 3vw + 1rem, 2.75rem)', { lineHeight: '1.15', fontWeight: '800' }],
        h2: ['clamp(1.5rem, 2vw + 0.9rem, 2.125rem)', { lineHeight: '1.2', fontWeight: '700' }],
        h3: ['1.25rem', { lineHeight: '1.35', fontWeight: '700' }],
      },
      spacing: {
        section: 'clamp(3rem, 6vw, 5.5rem)',
      },
      maxWidth: {
        content: '72rem',
      },
      borderRadius: {
        card: '0.875rem',
      },
      boxShadow: {
        card: '0 1px 2px rgb(16 24 40 / 0.06), 0 4px 12px rgb(16 24 40 / 0.08)',
      },
    },
  },
  // Smaller CSS per page, so that a page's HTML and CSS fit the first network round trip (about 14 KB gzipped):
  // colours compile to plain hex instead of rgb() plus an opacity variable (the `/85` modifier still works), and
  // the --tw-* defaults go only on elements whose utilities need them instead of on every element.
  corePlugins: {
    textOpacity: false,
    backgroundOpacity: false,
    borderOpacity: false,
    ringOpacity: false,
    divideOpacity: false,
    placeholderOpacity: false,
  },
  // Not enumerable: Tailwind reads the flag by name, but lists enumerable flags to warn twice per build that an
  // experimental feature is on (a deliberate choice, stable throughout Tailwind 3.4, which is pinned).
  experimental: Object.defineProperty({}, 'optimizeUniversalDefaults', { value: true, enumerable: false }),
  plugins: [],
};
