/**
 * The old site's image-path rule (public-site.md §3): empty gives the placeholder, an http(s) URL is used
 * unchanged, anything else is a path under the uploads folder, with leading slashes removed, backslashes
 * turned into slashes and a doubled uploads/uploads prefix collapsed.
 */
export const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

export function normalizeLegacyPath(rawPath: string): string {
  let path = rawPath.trim().replace(/\\/g, '/').replace(/^\/+/, '');
  while (path.toLowerCase().startsWith('uploads/uploads/')) path = path.slice('uploads/'.length);
  if (path.toLowerCase().startsWith('uploads/')) path = path.slice('uploads/'.length);
  return path.replace(/\/{2,}/g, '/');
}

export function resolveImagePath(rawPath: string | null | undefined, origin: string): string {
  if (!rawPath || !rawPath.trim()) return PLACEHOLDER_IMAGE;
  const trimmed = rawPath.trim();
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  return `${origin.replace(/\/+$/, '')}/uploads/${normalizeLegacyPath(trimmed)}`;
}
