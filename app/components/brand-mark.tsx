/** The seal of Gandhara Arts: a stupa on its plinth inside a ring, the same mark as the watermark. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <g fill="none" stroke="currentColor" strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="32" cy="32" r="29" />
        <path d="M14 46h36M18 46v-7h28v7M21 39c0-10 5-16 11-16s11 6 11 16M32 23v-7M28 16h8M30 12h4" />
      </g>
    </svg>
  );
}
