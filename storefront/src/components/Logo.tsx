/** The product mark: an open book with a star rising from it. */
export function Logo({ size = 34 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#fdf0cf" />
      <path d="M8 32c6-3 11-3 16 0V17c-5-3-10-3-16 0z" fill="#b8432e" />
      <path d="M40 32c-6-3-11-3-16 0V17c5-3 10-3 16 0z" fill="#2f6b5a" />
      <path d="M24 17v15" stroke="#2b2733" strokeWidth="1.5" />
      <path
        d="m24 4 1.9 3.9 4.3.6-3.1 3 .7 4.3-3.8-2-3.8 2 .7-4.3-3.1-3 4.3-.6z"
        fill="#f2b84b"
        stroke="#8a5a00"
        strokeWidth=".8"
      />
    </svg>
  );
}
