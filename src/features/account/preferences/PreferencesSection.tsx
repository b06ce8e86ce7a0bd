import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dec, toCurrencyUnits, toNumber, readStakeField, stakeExample, stakeFieldText, type StakeField } from '../../../core';
import { OddsAcceptanceSetting } from '../../betslip/OddsAcceptanceSetting';
import { useSlipFormat } from '../../betslip/useSlipFormat';
import { useAmountText } from '../../money/useAmountText';
import { DisplayPreferences } from '../../preferences/DisplayPreferences';
import { useRuntime } from '../../runtime/RuntimeContext';
import { RealMoneyBonusChoice } from './RealMoneyBonusChoice';

const THEMES = ['system', 'light', 'dark'] as const;
const SORTS = ['time', 'league'] as const;

/**
 * /account/preferences (issue 21): odds format and layout (the same control as the menu's),
 * the default stake a new selection starts with, what happens when odds change, the colour
 * scheme and the fixture lists' order. Each choice applies at once on every element of the
 * page (they read one store) and is saved to the account (spec 8 account preferences; the
 * default stake to the player details too). A failed save keeps the choice on this device
 * and says so.
 */
export function PreferencesSection() {
  useSignals();
  const { t } = useTranslation('account');
  const { t: tSlip } = useTranslation('betslip');
  const { config, store } = useRuntime();
  const { preferences } = store;
  const format = useSlipFormat();
  const amountText = useAmountText();
  const id = useId();
  const [stakeText, setStakeText] = useState(() => (preferences.defaultStake.peek() > 0 ? stakeFieldText(preferences.defaultStake.peek(), format.notation) : ''));
  const [stakeField, setStakeField] = useState<StakeField | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  const options = { precision: format.precision, maxDigits: format.maxDigits, notation: format.notation };
  const problem = stakeField?.problem && stakeField.problem !== 'zero' ? stakeField.problem : null;
  const problemText = problem ? tSlip(`input.${problem}`, { example: stakeExample(format.notation, format.precision), suggestion: stakeField?.suggestion ?? '', digits: format.maxDigits }) : null;

  const saveStake = (event: FormEvent) => {
    event.preventDefault();
    const field = readStakeField(stakeText, options);
    setStakeField(field);
    // An empty field (or 0) means no default stake; a problem keeps the saved one.
    if (field.problem !== null && field.problem !== 'zero') return;
    void preferences.setDefaultStake(field.value).then((accepted) => accepted && setSaved(field.value > 0 ? t('preferences.stakeSaved', { stake: amountText(toNumber(toCurrencyUnits(dec(field.value), format.scale)), format.currency) }) : t('preferences.stakeCleared')));
  };

  return (
    <section className="sb-account__panel" aria-labelledby="sb-account-preferences">
      <h2 id="sb-account-preferences" className="sb-account__heading">
        {t('preferences.title')}
      </h2>
      <div className="sb-account__group">
        <DisplayPreferences />
      </div>
      <form className="sb-account__form" onSubmit={saveStake} noValidate>
        <label htmlFor={`${id}-stake`}>{t('preferences.defaultStake', { currency: format.currency })}</label>
        <div className="sb-account__inline">
          <input
            id={`${id}-stake`}
            className="sb-text-input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={stakeText}
            aria-invalid={problem !== null}
            aria-describedby={`${id}-stake-hint${problemText ? ` ${id}-stake-problem` : ''}`}
            onChange={(event) => {
              setStakeText(event.target.value);
              setStakeField(null);
              setSaved(null);
            }}
          />
          <button type="submit" className="sb-button">
            {t('preferences.save')}
          </button>
        </div>
        <p id={`${id}-stake-hint`} className="sb-account__note">
          {t('preferences.defaultStakeHint')}
        </p>
        {problemText && (
          <p id={`${id}-stake-problem`} className="sb-account__problem" role="alert">
            {problemText}
          </p>
        )}
      </form>
      {/* The slip's own "When odds change" control: one choice, shown in both places. */}
      <div className="sb-account__group sb-account__group--stacked">
        <OddsAcceptanceSetting />
      </div>
      <RealMoneyBonusChoice />
      {/* The host page's theme attribute decides while set: a choice here would do nothing. */}
      {config.theme.value === null && (
        <div className="sb-account__field">
          <label htmlFor={`${id}-theme`}>{t('preferences.theme')}</label>
          <select id={`${id}-theme`} className="sb-select" value={preferences.theme.value ?? 'system'} onChange={(event) => void preferences.setTheme(event.target.value)}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {t(`preferences.themes.${theme}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="sb-account__field">
        <label htmlFor={`${id}-sort`}>{t('preferences.sortBy')}</label>
        <select id={`${id}-sort`} className="sb-select" value={preferences.sortBy.value} onChange={(event) => void preferences.setSortBy(event.target.value)}>
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`preferences.sorts.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="sb-account__status" role="status">
        {preferences.error.value !== null || store.placement.acceptance.error.value !== null ? t('preferences.saveFailed') : saved}
      </p>
    </section>
  );
}
