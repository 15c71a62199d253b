/**
 * Every icon of the site, drawn on a 24 × 24 grid: a filled mark (brands) or
 * a 2 px outline, as one path each. Components render them with `<Icon>`, so
 * a shape is written once however many places show it.
 */

interface IconDef {
  d: string;
  /** Filled with the text colour instead of outlined. */
  filled?: boolean;
  strokeWidth?: number;
  roundCaps?: boolean;
}

/** A dot of radius 2.2 at (x, y), as a path. */
const dot = (x: number, y: number) => `M${x - 2.2} ${y}a2.2 2.2 0 1 0 4.4 0a2.2 2.2 0 1 0-4.4 0z`;

const ICONS = {
  github: {
    filled: true,
    d: 'M12 .3a12 12 0 0 0-3.8 23.4c.6.1.8-.3.8-.6v-2c-3.3.7-4-1.6-4-1.6-.6-1.4-1.4-1.8-1.4-1.8-1-.7.1-.7.1-.7 1.2.1 1.8 1.2 1.8 1.2 1.1 1.8 2.8 1.3 3.5 1 0-.8.4-1.3.7-1.6-2.7-.3-5.5-1.3-5.5-5.9 0-1.3.5-2.4 1.2-3.2-.1-.3-.5-1.5.1-3.2 0 0 1-.3 3.3 1.2a11.5 11.5 0 0 1 6 0C17.3 4.7 18.3 5 18.3 5c.7 1.7.2 2.9.1 3.2.8.8 1.2 1.9 1.2 3.2 0 4.6-2.8 5.6-5.5 5.9.4.4.8 1.1.8 2.2v3.3c0 .3.2.7.8.6A12 12 0 0 0 12 .3',
  },
  gitlab: {
    filled: true,
    d: 'M12 21.4 15.7 10H8.3L12 21.4zM3.1 10l-1 3.1c-.1.3 0 .6.3.8L12 21.4 3.1 10zm0 0h5.2L6.1 3.1c-.1-.4-.6-.4-.7 0L3.1 10zm17.8 0 1 3.1c.1.3 0 .6-.3.8L12 21.4l8.9-11.4zm0 0h-5.2l2.2-6.9c.1-.4.6-.4.7 0l2.3 6.9z',
  },
  x: {
    filled: true,
    d: 'M18.9 1.2h3.7l-8 9.2L24 22.8h-7.4l-5.8-7.6-6.6 7.6H.5l8.6-9.8L0 1.2h7.6l5.2 6.9zM17.6 20.6h2L6.5 3.2H4.3z',
  },
  discord: {
    filled: true,
    d: 'M20.3 4.4A19.8 19.8 0 0 0 15.4 2.9l-.7 1.3a18.3 18.3 0 0 0-5.5 0l-.6-1.3a19.7 19.7 0 0 0-4.9 1.5C.5 9-.3 13.6.1 18.1a19.9 19.9 0 0 0 6 3l1.3-2-1.9-.9.5-.4a14.2 14.2 0 0 0 12 0l.5.4-1.9.9 1.2 2a19.8 19.8 0 0 0 6-3c.5-5.2-.8-9.7-3.5-13.7zM8 15.3c-1.2 0-2.2-1.1-2.2-2.4S6.8 10.5 8 10.5s2.2 1.1 2.2 2.4-1 2.4-2.2 2.4zm8 0c-1.2 0-2.2-1.1-2.2-2.4s1-2.4 2.2-2.4 2.2 1.1 2.2 2.4-1 2.4-2.2 2.4z',
  },
  /** The 3 × 3 dots of the tools menu. */
  apps: { filled: true, d: [4, 12, 20].flatMap((y) => [4, 12, 20].map((x) => dot(x, y))).join('') },
  /** Three lines, the middle one short: the sidebar drawer. */
  sidebar: { d: 'M4 6h16M4 12h10M4 18h16' },
  /** Three lines: the narrow screen's menu. */
  menu: { d: 'M4 7h16M4 12h16M4 17h16' },
  close: { d: 'M6 6l12 12M18 6L6 18' },
  chevronRight: { d: 'M9 6l6 6-6 6', strokeWidth: 2.5 },
  chevronDown: { d: 'M6 9l6 6 6-6' },
  chevronUp: { d: 'M6 15l6-6 6 6' },
  arrowUp: { d: 'M12 19V5m-6 6l6-6 6 6' },
  wrap: { d: 'M3 6h18M3 12h15a3 3 0 0 1 0 6h-4m0 0l2-2m-2 2l2 2M3 18h7' },
  copy: { d: 'M9 9h10v10H9zM5 15V5h10' },
  /** A box with an arrow leaving it: the link opens in a new tab. */
  external: { d: 'M14 4h6v6m0-6l-9 9m7 1v6H4V6h6' },
  check: { d: 'M5 13l4 4L19 7' },
  sun: {
    d: 'M12 7a5 5 0 1 0 0 10a5 5 0 0 0 0-10zm0-5v3m0 14v3M4.2 4.2l2.1 2.1m11.4 11.4l2.1 2.1M2 12h3m14 0h3M4.2 19.8l2.1-2.1M17.7 6.3l2.1-2.1',
    roundCaps: true,
  },
  moon: { d: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z', roundCaps: true },
  /** Half filled: the theme follows the system. */
  halfMoon: { d: 'M12 3a9 9 0 1 0 0 18V3zm0 0a9 9 0 0 1 0 18', roundCaps: true },
} satisfies Record<string, IconDef>;

export type IconName = keyof typeof ICONS;

/** An icon beside text or in a labelled button: decorative, hidden from assistive technology. */
export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const icon: IconDef = ICONS[name];
  const paint = icon.filled
    ? { fill: 'currentColor' }
    : {
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: icon.strokeWidth ?? 2,
        ...(icon.roundCaps ? { strokeLinecap: 'round' as const } : {}),
      };
  return (
    <svg className={className} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" {...paint}>
      <path d={icon.d} />
    </svg>
  );
}
