/**
 * Spec 4 "Retail code" shared by link: `?bookingCode=CODE` on the site's own address.
 * Kept beside the model (not in core) because it reads addresses with URL.
 */
export const BOOKING_CODE_PARAM = 'bookingCode';

/** The current page's address carrying the code; other parameters and the path stay. */
export function bookingCodeLink(pageUrl: string, code: string): string {
  const url = new URL(pageUrl);
  url.searchParams.set(BOOKING_CODE_PARAM, code);
  return url.href;
}

/**
 * The code an address carries, and the same address without it (so a reload or a copied
 * address does not load the slip again). Null when there is no code.
 */
export function takeBookingCode(pageUrl: string): { code: string; address: string } | null {
  const url = new URL(pageUrl);
  if (!url.searchParams.has(BOOKING_CODE_PARAM)) return null;
  const code = url.searchParams.get(BOOKING_CODE_PARAM)?.trim() ?? '';
  url.searchParams.delete(BOOKING_CODE_PARAM);
  return { code, address: url.href };
}
