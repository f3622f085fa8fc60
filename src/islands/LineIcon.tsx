import type { ReactNode } from 'react';

/**
 * A 20 px line icon inside an island's button (the carousel's controls, the calendar's month arrows), drawn with the
 * text colour. Hidden from screen readers: the button names itself.
 */
export default function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}
