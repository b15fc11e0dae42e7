/** The Versio mark: a V on a terracotta tile, decorative next to the product name. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="var(--color-accent)" />
      <path d="M16 16h9l7 24 7-24h9L37 50h-10z" fill="var(--color-on-accent)" />
    </svg>
  );
}
