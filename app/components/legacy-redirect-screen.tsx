/** Old links of the previous site: a moment of this while the new address is found (public-site.md §2). */
export const LEGACY_PATH = /^\/(product-category|product-tag)\//;

export function LegacyRedirectScreen() {
  return (
    <main
      className="flex min-h-[60vh] flex-col items-center justify-center gap-4 px-6 text-center"
      aria-busy="true"
    >
      <span
        className="size-12 animate-spin rounded-full border-4 border-limestone-300 border-t-terracotta-700 motion-reduce:animate-none"
        aria-hidden="true"
      />
      <p role="status" className="font-display text-2xl font-semibold text-schist-900">
        Finding the right products for you...
      </p>
      <p className="text-sm text-schist-600">Redirecting from old page</p>
    </main>
  );
}
