import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { otpRefusal } from '../../core';
import { Modal } from '../../ui/Modal';
import { useRuntime } from '../runtime/RuntimeContext';
import { OtpResendButton } from './OtpResendButton';
import { useLoginErrorText } from './useLoginErrorText';

/**
 * The one-time code step (spec 2, 5, 8): a 6-digit code sent to the mobile number, valid
 * 30 minutes. Spec 5's messages show under the field once the bettor has typed or left
 * it; submit is enabled only for a valid code. A refused code shows the server's own
 * message under the field (spec 8), else the error id's text.
 */
export function OneTimeCodeDialog({ onClose }: { onClose: () => void }) {
  useSignals();
  const { t } = useTranslation('login');
  const errorText = useLoginErrorText();
  const { session } = useRuntime().store;
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const ids = { field: useId(), intro: useId(), message: useId() };

  const refusal = otpRefusal(code);
  const error = session.error.value;
  const message = touched && refusal !== null ? t(`validation.${refusal}`) : error ? (session.serverMessage.value ?? errorText(error)) : null;
  const pending = session.pending.value;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (refusal === null && !pending) void session.submitOneTimeCode(code);
  };

  return (
    <Modal title={t('otp.title')} onClose={onClose} closeLabel={t('close')} className="sb-login-modal">
      <form className="sb-login" noValidate onSubmit={submit}>
        <p id={ids.intro} className="sb-login__text">
          {t('otp.sent')}
        </p>
        <div className="sb-login__field">
          <label className="sb-login__label" htmlFor={ids.field}>
            {t('otp.label')}
          </label>
          <input
            id={ids.field}
            className="sb-login__input sb-login__input--code"
            name="one-time-code"
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder={t('otp.hint')}
            aria-invalid={message ? true : undefined}
            aria-describedby={message ? `${ids.intro} ${ids.message}` : ids.intro}
            onChange={(event) => {
              setCode(event.target.value);
              setTouched(true);
            }}
            onBlur={() => setTouched(true)}
          />
          <div id={ids.message} className="sb-login__error" role="alert">
            {message}
          </div>
        </div>
        <button type="submit" className="sb-button sb-login__submit" disabled={refusal !== null || pending} aria-busy={pending}>
          {t('otp.submit')}
        </button>
        <OtpResendButton />
      </form>
    </Modal>
  );
}
