/**
 * An operator asset address (logo, favicon) as an absolute URL. Settings give paths on the
 * operator API ('/api/brand-assets/...'), so they resolve against the API base, not the
 * embedding page, which may be another site. Only http(s) and data:image addresses pass.
 */
export function assetUrl(value: unknown, apiBase: string, pageUrl: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), new URL(apiBase, pageUrl));
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href;
    return url.protocol === 'data:' && url.href.startsWith('data:image/') ? url.href : null;
  } catch {
    return null;
  }
}
