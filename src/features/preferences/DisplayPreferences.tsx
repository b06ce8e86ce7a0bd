import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../runtime/RuntimeContext';

/**
 * The bettor's odds format and layout (spec 1 "odds format and layout choice"): two
 * labelled selects over the brand's odds_types and view_types. The layout mounts it in the
 * mobile menu drawer and the left column; ids are per instance, so both can be on screen.
 */
export function DisplayPreferences() {
  useSignals();
  const { store } = useRuntime();
  const { t } = useTranslation('preferences');
  const id = useId();
  const preferences = store.preferences;
  return (
    <fieldset className="sb-display-preferences">
      <legend className="sb-display-preferences__title">{t('title')}</legend>
      {/* The host page's own odds switch decides while it imposes a format: a second switch here would do nothing. */}
      {!preferences.oddsFormatImposed.value && (
        <div className="sb-display-preferences__field">
          <label htmlFor={`${id}-odds`}>{t('oddsFormat')}</label>
          <select id={`${id}-odds`} className="sb-select" value={preferences.oddsFormat.value} onChange={(event) => void preferences.setOddsFormat(event.target.value)}>
            {preferences.oddsFormats.value.map((format) => (
              <option key={format} value={format}>
                {t(`oddsFormats.${format}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="sb-display-preferences__field">
        <label htmlFor={`${id}-view`}>{t('viewType')}</label>
        <select id={`${id}-view`} className="sb-select" value={preferences.viewType.value} onChange={(event) => void preferences.setViewType(event.target.value)}>
          {preferences.viewTypes.value.map((view) => (
            <option key={view} value={view}>
              {/* An operator may offer a view type we have no name for: show its id. */}
              {t(`viewTypes.${view}`, { defaultValue: view })}
            </option>
          ))}
        </select>
      </div>
      {preferences.error.value !== null && (
        <p className="sb-display-preferences__error" role="status">
          {t('saveFailed')}
        </p>
      )}
    </fieldset>
  );
}
