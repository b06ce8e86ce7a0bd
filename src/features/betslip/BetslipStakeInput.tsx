import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { stakeExample, type StakeField } from '../../core';
import { useSlipFormat } from './useSlipFormat';

interface BetslipStakeInputProps {
  /** The bet's name as the bettor reads it: "Stake for {name}". */
  name: string;
  /** The field as the slip holds it (BetslipModel.fields): its text and how that reads. */
  field: StakeField;
  /** Hands the typed text to the slip, which reads it and holds the field. */
  onType(text: string): void;
  onFocus?(): void;
}

/**
 * One stake field (spec 5 stake strings). The text is the slip's (BetslipModel.fields),
 * not this component's: the slip knows what every field shows and whether it reads as a
 * stake, so the place button and the placement itself can refuse while one does not. The
 * field's problem is said on the field (role=alert, aria-invalid, aria-describedby), with
 * an example in the bettor's notation ('2,50' in es). For a thousands-scaled currency the
 * field is typed in thousands, so it carries a visible "×1000" and says "in thousands of IDR".
 */
export function BetslipStakeInput({ name, field, onType, onFocus }: BetslipStakeInputProps) {
  useSignals();
  const { t } = useTranslation('betslip');
  const errorId = useId();
  const scaleId = useId();
  const { scale, currency, notation, precision, maxDigits } = useSlipFormat();
  const problem = field.problem;
  const describedBy = [scale === 1000 ? scaleId : null, problem ? errorId : null].filter((id) => id !== null).join(' ');
  const values = { example: stakeExample(notation, precision), suggestion: field.suggestion ?? '', digits: maxDigits };
  const message = problem === 'ambiguous' && precision === 0 ? t('input.ambiguousWhole', values) : problem ? t(`input.${problem}`, values) : null;
  return (
    <span className="sb-betslip__stake">
      <span className="sb-betslip__stake-field">
        <input
          className="sb-text-input sb-betslip__stake-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={t('stakeFor', { name })}
          aria-invalid={problem !== null}
          aria-describedby={describedBy === '' ? undefined : describedBy}
          value={field.text}
          onFocus={() => onFocus?.()}
          onChange={(event) => onType(event.target.value)}
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
      {message !== null ? (
        <span id={errorId} className="sb-betslip__input-error" role="alert" data-problem={problem}>
          {message}
        </span>
      ) : null}
    </span>
  );
}
