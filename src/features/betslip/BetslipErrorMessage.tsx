import { useTranslation } from 'react-i18next';
import { PROMO_CASH_SHORT, betPlacementOutcome, placementRemedy, type BetslipError } from '../../core';
import { ANSWER_LOST_ERROR, SERVER_ERROR } from '../../store';
import { LaterTexts } from '../runtime/LaterTexts';
import { DepositLink } from '../wallet/DepositLink';

/** Spec 8 notification ids the API client gives transport failures (error-400, error-500 ...). */
const NOTIFICATION_ID = /^(error-\d{3}|something-went-wrong|error-invalid-login-credentials)$/;

/**
 * The key of an error's text: a RES code's meaning (spec 8 table), a placement transport
 * failure, or a spec 8 notification id; null for anything else (the server's own text shows).
 */
function errorTextKey(code: string): string | null {
  if (/^RES-\d+$/i.test(code)) return `placement:res.${betPlacementOutcome(code)}`;
  if (code === ANSWER_LOST_ERROR) return 'placement:answerLost';
  if (code === SERVER_ERROR) return 'placement:serverError';
  if (code === PROMO_CASH_SHORT) return 'placement:promoCashShort';
  if (NOTIFICATION_ID.test(code)) return `notifications:${code}`;
  return null;
}

/**
 * One slip error as the bettor reads it, in their language. Every place that shows a slip
 * or selection error goes through here, so the RES-code texts (spec 8) live in one component.
 * A refusal for want of balance is followed by the way to deposit (outside the alert, so
 * the alert says only what happened).
 */
export function BetslipErrorMessage({ error }: { error: BetslipError }) {
  // Its texts are partly later ones (notifications): the slip stays while they load.
  return (
    <LaterTexts>
      <ErrorText error={error} />
    </LaterTexts>
  );
}

function ErrorText({ error }: { error: BetslipError }) {
  const { t } = useTranslation(['placement', 'notifications']);
  const key = errorTextKey(error.code);
  return (
    <>
      <p className="sb-betslip__error" role="alert" data-error-code={error.code}>
        {key ? t(key, { ...error.values, defaultValue: error.message }) : error.message}
      </p>
      {placementRemedy(error.code) === 'deposit' ? <DepositLink className="sb-betslip__deposit" /> : null}
    </>
  );
}
