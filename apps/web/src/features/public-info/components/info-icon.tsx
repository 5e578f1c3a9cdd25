import type { TInfoIcon } from '../content/info-page-content';

/** Line icons of the info pages, inline (no icon library), drawn on a 24 px grid. */
const PATHS: Record<TInfoIcon, string> = {
  page: 'M7 3h7l4 4v14H7z M14 3v4h4 M10 12h5 M10 16h3',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1 M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  qr: 'M4 4h6v6H4z M14 4h6v6h-6z M4 14h6v6H4z M14 14h2v2h-2z M18 18h2v2h-2z M14 18h2 M18 14h2',
  card: 'M3 6h18v12H3z M3 10h18 M7 15h4',
  refund: 'M9 14 4 9l5-5 M4 9h11a5 5 0 0 1 0 10h-3',
  list: 'M8 6h13 M8 12h13 M8 18h13 M3.5 6h.01 M3.5 12h.01 M3.5 18h.01',
  spark: 'M12 3v4 M12 17v4 M3 12h4 M17 12h4 M6 6l2.5 2.5 M15.5 15.5 18 18 M6 18l2.5-2.5 M15.5 8.5 18 6',
};

export function InfoIcon({ icon, size = 22 }: { icon: TInfoIcon; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[icon]} />
    </svg>
  );
}
