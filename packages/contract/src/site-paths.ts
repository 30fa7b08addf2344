// Plain data with no zod import: the server's static fallback reads it to tell pages from unknown URLs.

/** Public pages of the web app (apps/web/src/app/router.tsx); any other path outside /admin is a 404. */
export const PUBLIC_PAGE_PATHS: readonly string[] = [
  '/',
  '/chat',
  '/about',
  '/contact',
  '/terms',
  '/privacy',
];

/**
 * Whether the web app has a page at this path. Every /admin path counts: the admin panel is behind sign-in,
 * never indexed, and its sections are added by several modules.
 */
export function isPagePath(path: string): boolean {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGE_PATHS.includes(trimmed) || trimmed === '/admin' || trimmed.startsWith('/admin/');
}
