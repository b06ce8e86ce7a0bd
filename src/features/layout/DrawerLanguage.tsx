import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languageName } from '../header/languageName';
import { useLanguages } from '../routing/useLanguages';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The language choice in the mobile menu drawer. Spec 2 puts the flag selector in the
 * desktop header only; a bettor on a phone must still be able to change language, so the
 * drawer offers the operator's languages (when there is more than one) as a labelled
 * select. Choosing one sets the runtime's locale, and useLocaleSync moves the address to
 * the same page under the new locale, without a reload.
 */
export function DrawerLanguage() {
  useSignals();
  const { t } = useTranslation('header');
  const { config } = useRuntime();
  const { languages } = useLanguages();
  const id = useId();
  if (languages.length < 2) return null;
  return (
    <div className="sb-display-preferences sb-drawer__language">
      <div className="sb-display-preferences__field">
        <label htmlFor={id}>{t('language.label')}</label>
        <select id={id} className="sb-select" value={config.locale.value} onChange={(event) => config.apply({ locale: event.target.value })}>
          {languages.map((language) => (
            <option key={language.locale} value={language.locale} lang={language.locale}>
              {languageName(language)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
