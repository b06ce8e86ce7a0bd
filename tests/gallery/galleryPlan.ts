/**
 * What the gallery pictures: every catalogued site page (tests/e2e/pageCatalogue.ts) in two
 * brands, each in the light and the dark scheme and its own language, and every host page of the
 * demo, each at a phone's and two desktops' widths. Pictures are JPEG at quality 60, the
 * window only (not the full page): what a bettor sees first, small enough to keep in git.
 */
export const GALLERY_WIDTHS = [
  { width: 375, height: 812 },
  { width: 1366, height: 900 },
  { width: 1700, height: 1000 },
] as const;

/** Each brand in both schemes (issue 23: two brands, light and dark), each in its own language. */
export const GALLERY_LOOKS = [
  { folder: 'eurobet-en-light', brand: 'eurobet', language: 'en', theme: 'light' },
  { folder: 'eurobet-en-dark', brand: 'eurobet', language: 'en', theme: 'dark' },
  { folder: 'golazo-es-light', brand: 'golazo', language: 'es', theme: 'light' },
  { folder: 'golazo-es-dark', brand: 'golazo', language: 'es', theme: 'dark' },
] as const;

/** The demo's host pages (docs/embedding.md "Demo pages"): the elements as operators embed them. */
export const GALLERY_HOST_PAGES = [
  { name: 'casino', path: '/demo/casino.html' },
  { name: 'elements-alone', path: '/demo/elements-alone.html' },
  { name: 'franco', path: '/demo/franco.html' },
  { name: 'iframe', path: '/demo/iframe.html' },
  { name: 'widgets', path: '/demo/widgets.html' },
] as const;

export const GALLERY_FOLDER = new URL('../../docs/gallery/', import.meta.url);

export const pictureName = (name: string, width: number) => `${name}-${width}.jpg`;
