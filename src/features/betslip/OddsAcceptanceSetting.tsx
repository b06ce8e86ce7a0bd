import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ODDS_ACCEPTANCES, parseOddsAcceptance } from '../../core';
import { useRuntime } from '../runtime/RuntimeContext';

/** The slip footer's "When odds change" choice (spec 3 userAcceptOdds): accept any, higher, or ask. */
export const OddsAcceptanceSetting = memo(function OddsAcceptanceSetting() {
  useSignals();
  const { t } = useTranslation('placement');
  const { acceptance } = useRuntime().store.placement;
  const id = useId();
  return (
    <div className="sb-placement__odds-setting">
      <label htmlFor={id}>{t('oddsChange')}</label>
      <select
        id={id}
        className="sb-select"
        value={acceptance.choice.value}
        onChange={(event) => {
          const choice = parseOddsAcceptance(event.target.value);
          if (choice) void acceptance.set(choice);
        }}
      >
        {ODDS_ACCEPTANCES.map((choice) => (
          <option key={choice} value={choice}>
            {t(`odds${choice}`)}
          </option>
        ))}
      </select>
    </div>
  );
});
