/** Why a login form is not submitted (spec 5). */
export type LoginRefusal = 'error-invalid-login-credentials' | 'login-in-progress';

export interface LoginForm {
  username: string;
  password: string;
  /** A login request is already on its way. */
  loading: boolean;
}

export type LoginCheck = { ok: true; username: string; password: string } | { ok: false; refusal: LoginRefusal };

/**
 * Spec 5: the username is trimmed; an empty username or password is refused with
 * error-invalid-login-credentials and nothing is submitted; nothing is submitted while a
 * login is loading. The password is sent exactly as typed: spaces may be part of it.
 */
export function checkLoginForm({ username, password, loading }: LoginForm): LoginCheck {
  if (loading) return { ok: false, refusal: 'login-in-progress' };
  const trimmed = username.trim();
  if (trimmed === '' || password === '') return { ok: false, refusal: 'error-invalid-login-credentials' };
  return { ok: true, username: trimmed, password };
}

/**
 * Spec 5: a login answered without a jwe token is refused as error-500. The icore login
 * answers with alsToken, which spec 7 copies to jweToken, so either counts.
 */
export function loginResponseRefusal(response: { jweToken?: string | null | undefined; alsToken?: string | null | undefined }): 'error-500' | null {
  const hasToken = (token: string | null | undefined): boolean => typeof token === 'string' && token.trim() !== '';
  return hasToken(response.jweToken) || hasToken(response.alsToken) ? null : 'error-500';
}
