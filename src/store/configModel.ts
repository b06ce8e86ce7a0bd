import { batch, signal, type ReadonlySignal } from '@preact/signals-core';
import { parseHostOrigin } from '../core';

/** Settings an operator gives the sportsbook, through element attributes or JS config. */
export interface SportsbookSettings {
  brand: string;
  locale: string;
  hostOrigin: string | null;
  apiBase: string;
}

export const DEFAULT_SETTINGS: SportsbookSettings = {
  brand: 'default',
  locale: 'en',
  hostOrigin: null,
  apiBase: '/',
};

const BRAND = /^[a-z0-9][a-z0-9-]{0,39}$/;
const LOCALE = /^[a-z]{2}$/;

export interface ConfigModel {
  readonly brand: ReadonlySignal<string>;
  readonly locale: ReadonlySignal<string>;
  readonly hostOrigin: ReadonlySignal<string | null>;
  readonly apiBase: ReadonlySignal<string>;
  /**
   * Applies the settings that are valid and keeps the current value of each one that is
   * not, so a typo in one attribute never takes the sportsbook down. Returns one message
   * per refused setting, for the caller to report where the operator will see it.
   */
  apply(settings: Partial<SportsbookSettings>): string[];
}

export function createConfigModel(initial: Partial<SportsbookSettings> = {}): ConfigModel {
  const brand = signal(DEFAULT_SETTINGS.brand);
  const locale = signal(DEFAULT_SETTINGS.locale);
  const hostOrigin = signal<string | null>(DEFAULT_SETTINGS.hostOrigin);
  const apiBase = signal(DEFAULT_SETTINGS.apiBase);

  function apply(settings: Partial<SportsbookSettings>): string[] {
    const problems: string[] = [];
    batch(() => {
      if (settings.brand !== undefined) {
        const value = settings.brand.trim().toLowerCase();
        if (BRAND.test(value)) brand.value = value;
        else problems.push(`brand "${settings.brand}" is not a brand id: use lowercase letters, digits and dashes, for example "royal-casino".`);
      }
      if (settings.locale !== undefined) {
        const value = settings.locale.trim().toLowerCase();
        if (LOCALE.test(value)) locale.value = value;
        else problems.push(`locale "${settings.locale}" is not a two-letter language code such as "en" or "de".`);
      }
      if (settings.hostOrigin !== undefined) {
        if (settings.hostOrigin === null || settings.hostOrigin.trim() === '') {
          hostOrigin.value = null;
        } else {
          const parsed = parseHostOrigin(settings.hostOrigin);
          if (parsed.ok) hostOrigin.value = parsed.origin;
          else problems.push(`host-origin: ${parsed.problem}`);
        }
      }
      if (settings.apiBase !== undefined) {
        const value = settings.apiBase.trim();
        if (value.length > 0) apiBase.value = value;
        else problems.push('api-base is empty: leave the attribute out to use the page\'s own origin, or give the operator API address.');
      }
    });
    return problems;
  }

  const initialProblems = apply(initial);
  if (initialProblems.length > 0) {
    throw new TypeError(`createConfigModel: ${initialProblems.join(' ')}`);
  }

  return { brand, locale, hostOrigin, apiBase, apply };
}
