import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readStakeInput, type StakeInput } from '../../core';
import { useSlipFormat } from './useSlipFormat';

interface BetslipStakeInputProps {
  /** The bet's name as the bettor reads it: "Stake for {name}". */
  name: string;
  /** The stake the slip holds (0: none). */
  value: number;
  precision: number;
  /** Hands the typed text to the slip; returns how core's stake rules read it. */
  onType(text: string): StakeInput;
  onFocus?(): void;
}

/**
 * One stake field (spec 5 stake strings). While the bettor types, the field keeps the text
 * exactly as core's readStakeInput returns it ('12.' and '12.50' stay, '1234' becomes
 * '1,234'), so a figure updating elsewhere never moves the caret or takes the focus away;
 * out of focus it shows the slip's stake. For a thousands-scaled currency the field is
 * typed in thousands, so it carries a visible "×1000" and says "in thousands of IDR".
 */
export function BetslipStakeInput({ name, value, precision, onType, onFocus }: BetslipStakeInputProps) {
  useSignals();
  const { t } = useTranslation('betslip');
  const errorId = useId();
  const scaleId = useId();
  const { scale, currency } = useSlipFormat();
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<StakeInput & { ok: false } | null>(null);
  const describedBy = [scale === 1000 ? scaleId : null, error ? errorId : null].filter((id) => id !== null).join(' ');
  const shown = typed ?? (value > 0 ? readStakeInput(String(value), { precision, maxDigits: Number.MAX_SAFE_INTEGER }).text : '');
  return (
    <span className="sb-betslip__stake">
      <span className="sb-betslip__stake-field">
        <input
          className="sb-text-input sb-betslip__stake-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('stakeFor', { name })}
          aria-invalid={error !== null}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          value={shown}
          onFocus={() => {
            setTyped(shown);
            onFocus?.();
          }}
          onBlur={() => setTyped(null)}
          onChange={(event) => {
            const input = onType(event.target.value);
            setTyped(input.text);
            setError(input.ok ? null : input);
          }}
        />
        {scale === 1000 ? (
          <span className="sb-betslip__stake-scale">
            <span aria-hidden="true">{t('thousandsSuffix')}</span>
            <span id={scaleId} className="sb-visually-hidden">
              {t('inThousands', { currency })}
            </span>
          </span>
        ) : null}
      </span>
      {error ? (
        <span id={errorId} className="sb-betslip__input-error" role="alert">
          {t(`input.${error.error}`)}
        </span>
      ) : null}
    </span>
  );
}
