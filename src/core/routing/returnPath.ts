import { withoutLocale } from './locale';

/**
 * Where a login started from a page returns to (spec 6: logged-out visitors of an account
 * route are sent to login and come back). The address travels in the /login page's query,
 * which anyone can write, so only an in-app path is taken: one '/' then not another '/' or
 * '\' (both mean another host to a browser), no scheme, no control character, not /login
 * itself. Anything else returns home. The locale is dropped: links add the current one.
 */
export function safeReturnPath(candidate: string | null | undefined): string {
  if (typeof candidate !== 'string' || candidate === '') return '/';
  // eslint-disable-next-line no-control-regex -- a control character has no place in a path we return to.
  if (!candidate.startsWith('/') || /^\/[/\\]/.test(candidate) || /[\u0000-\u001f\u007f\\]/.test(candidate)) return '/';
  const suffixStart = candidate.search(/[?#]/);
  const path = withoutLocale(suffixStart === -1 ? candidate : candidate.slice(0, suffixStart)) || '/';
  if (/^\/login\/?$/i.test(path)) return '/';
  return suffixStart === -1 ? path : `${path}${candidate.slice(suffixStart)}`;
}

/** The dedicated login page's address for a login started on `fromPath`. */
export function loginPageAddress(fromPath: string): string {
  const back = safeReturnPath(fromPath);
  return back === '/' ? '/login' : `/login?return=${encodeURIComponent(back)}`;
}
