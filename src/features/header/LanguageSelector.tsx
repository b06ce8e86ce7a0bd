import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { isLanguageSelectorShown, languageSelectorLayout } from '../../core';
import { MenuButton } from '../../ui/MenuButton';
import { useLanguages } from '../routing/useLanguages';
import { useRuntime } from '../runtime/RuntimeContext';
import { languageName } from './languageName';
import { useHeaderSettings } from './useHeaderSettings';

/** The "flag": the locale code as a small badge (no country flags: a language is not a country). */
function Flag({ locale }: { locale: string }) {
  return (
    <span className="sb-header__flag" aria-hidden="true">
      {locale.toUpperCase()}
    </span>
  );
}

/**
 * A menu item's words, worked out when the menu is open: the items are made with the
 * button, and a language named by its code alone asks the engine for its own name, which
 * is slow the first time (each locale's data; 60 ms of a cold start at 4x CPU for five).
 */
function LanguageName({ language }: { language: Parameters<typeof languageName>[0] }) {
  return languageName(language);
}

/**
 * The desktop language selector (spec 2): shown when enable_flags is on and the operator
 * offers more than one language; one column up to 7 languages, a wrapped grid above.
 * Choosing a language sets the runtime's locale; useLocaleSync then rewrites the address
 * to the same path under the new locale, and every text follows without a reload.
 */
export function LanguageSelector() {
  useSignals();
  const { t } = useTranslation('header');
  const { config } = useRuntime();
  const settings = useHeaderSettings();
  const { languages } = useLanguages();
  if (!isLanguageSelectorShown(languages.length, settings.enableFlags)) return null;
  const current = config.locale.value;
  const currentLanguage = languages.find((language) => language.locale === current);
  return (
    <MenuButton
      align="end"
      buttonClassName="sb-header__icon-button sb-header__language-button"
      // The name starts with the visible code (WCAG 2.5.3): a voice-control user says what they see.
      buttonLabel={`${current.toUpperCase()} ${t('language.button', { language: currentLanguage ? languageName(currentLanguage) : current.toUpperCase() })}`}
      menuLabel={t('language.menu')}
      menuClassName={`sb-header__languages sb-header__languages--${languageSelectorLayout(languages.length)}`}
      label={<Flag locale={current} />}
    >
      {languages.map((language) => (
        <button
          key={language.locale}
          type="button"
          role="menuitemradio"
          tabIndex={-1}
          aria-checked={language.locale === current}
          lang={language.locale}
          onClick={() => config.apply({ locale: language.locale })}
        >
          <Flag locale={language.locale} />
          <LanguageName language={language} />
        </button>
      ))}
    </MenuButton>
  );
}
