import type { SVGProps } from 'react';

/** Local icons (the shared set has no phone or chat-bubble glyph). Decorative. */
const base = {
  width: 16,
  height: 16,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const satisfies SVGProps<SVGSVGElement>;

export function PhoneIcon() {
  return (
    <svg {...base}>
      <path d="M5 4h3.5l1.5 4-2.2 1.4a11 11 0 0 0 6.8 6.8L16 14l4 1.5V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
    </svg>
  );
}

export function ChatBubbleIcon() {
  return (
    <svg {...base}>
      <path d="M4.5 19.5 5.6 16A8 8 0 1 1 8.4 18.6z" />
      <path d="M9.5 9.5c.3 1.8 1.6 3.3 3.5 4l1-1 1.5.8" />
    </svg>
  );
}
