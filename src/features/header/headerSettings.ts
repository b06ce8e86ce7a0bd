import { booleanSetting } from '../../core';

type Raw = Readonly<Record<string, unknown>> | null;

/** The header's operator settings, each read with its default (docs/site.md "Header"). */
export interface HeaderSettings {
  displayLoginButton: boolean;
  displayRegistrationButton: boolean;
  displayLogoutButton: boolean;
  displayHamburgerMenu: boolean;
  enableFlags: boolean;
  toggleBalance: boolean;
  profileTabEnabled: boolean;
  dedicatedLogin: boolean;
  regulatedVariant: boolean;
  autoExclusionUrl: string;
  profileUrl: string;
  transactionsUrl: string;
  externalHeaderPath: string | null;
  subheaderId: number | null;
  brandName: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

function submenuId(value: unknown): number | null {
  const id = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value.trim()) : NaN;
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function headerSettings(raw: Raw): HeaderSettings {
  const value = raw ?? {};
  const flag = (key: string, fallback: boolean) => booleanSetting(value[key], fallback);
  const regulatedVariant = flag('regulated_variant', false);
  return {
    displayLoginButton: flag('display_login_button', true),
    displayRegistrationButton: flag('display_registration_button', true),
    // A missing setting must not leave a bettor with no way to log out.
    displayLogoutButton: flag('display_logout_button', true),
    displayHamburgerMenu: flag('display_hamburger_menu', true),
    // Spec 2 shows these two only when the operator turns them on.
    enableFlags: flag('enable_flags', false),
    toggleBalance: flag('clem_header_toggle_balance', false),
    profileTabEnabled: flag('profile_tab_enabled', true),
    dedicatedLogin: flag('dedicated_login', false),
    regulatedVariant,
    autoExclusionUrl: text(value.auto_exclusion_url) ?? '/account/self-exclusion',
    // Spec 2: the regulated variant has its own profile and transactions pages.
    profileUrl: (regulatedVariant ? text(value.alt_profile_url) : null) ?? '/account',
    transactionsUrl: (regulatedVariant ? text(value.alt_transactions_url) : null) ?? '/account/transactions',
    externalHeaderPath: text(value.external_header_path),
    subheaderId: submenuId(value.subheader_id),
    brandName: text(value.brand_name),
  };
}
