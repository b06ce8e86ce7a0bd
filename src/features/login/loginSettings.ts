import { booleanSetting } from '../../core';

export interface LoginSettings {
  /** The brand shows the login form as a page at /login instead of a dialog. */
  dedicatedLogin: boolean;
  /** The brand requires login: the login dialog opens by itself and cannot be closed. */
  forceLogin: boolean;
  /** One session per player: logging in here ends the others, after a confirmation. */
  singleSession: boolean;
  /** Terms-of-use mode ('fr-region' adds the French regulator's wording); null: no popup. */
  termsOfUseMode: string | null;
  termsOfUseDeclineLogout: boolean;
  termsOfUseUrl: string;
  responsibleGamblingUrl: string;
  floatingBetslip: boolean;
  /**
   * Which service the login form asks (ours, docs/account.md "Login paths"): 'component', the
   * header_login flow (one-time code, security question); 'icore', the product's auth service
   * (POST /xapi/icore/players/login, then checkplayer). Franco mode uses the session service whatever this says.
   */
  loginService: 'component' | 'icore';
}

const text = (value: unknown, fallback: string): string => (typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback);

/** The operator's login settings (docs/site.md "Login dialogs"), read whatever type the back office sent. */
export function loginSettings(raw: Readonly<Record<string, unknown>> | null): LoginSettings {
  const value = raw ?? {};
  const mode = value.terms_of_use_mode;
  return {
    dedicatedLogin: booleanSetting(value.dedicated_login, false),
    forceLogin: booleanSetting(value.force_login, false),
    singleSession: booleanSetting(value.single_session_mode, false),
    termsOfUseMode: typeof mode === 'string' && mode.trim() !== '' && mode !== 'none' && mode !== 'false' ? mode.trim() : null,
    termsOfUseDeclineLogout: booleanSetting(value.terms_of_use_decline_logout, false),
    termsOfUseUrl: text(value.terms_of_use_url, '/terms-of-use'),
    responsibleGamblingUrl: text(value.responsible_gambling_url, '/responsible-gambling'),
    floatingBetslip: booleanSetting(value.enable_floating_betslip, false),
    loginService: value.login_service === 'icore' ? 'icore' : 'component',
  };
}
