/** The Cairn mark: three stacked stones on teal. Decorative; the text beside it names it. */
export function Logo({ className = "size-8" }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <rect width="64" height="64" rx="14" fill="#0f766e" />
      <ellipse cx="32" cy="46" rx="17" ry="7" fill="#ccfbf1" />
      <ellipse cx="32" cy="33" rx="12" ry="6" fill="#99f6e4" />
      <ellipse cx="32" cy="21.5" rx="7.5" ry="4.5" fill="#5eead4" />
    </svg>
  );
}
