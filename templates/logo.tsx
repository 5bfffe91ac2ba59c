/** The agency's mark: a shield with a key, drawn in SVG so it costs no request. Decorative: the name follows it. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <svg aria-hidden="true" focusable="false" width={size} height={size} viewBox="0 0 40 40">
      <path d="M20 2 5 8v10c0 10 6.5 17 15 20 8.5-3 15-10 15-20V8z" className="fill-primary" />
      <circle cx="20" cy="16" r="5" className="fill-accent" />
      <path d="M18.5 20h3v10h-3zM21.5 25h3v2.5h-3z" className="fill-accent" />
    </svg>
  );
}
