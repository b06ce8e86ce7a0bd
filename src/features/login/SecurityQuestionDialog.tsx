import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_MESSAGES, validateSecurityAnswer } from '../../core';
import { Modal } from '../../ui/Modal';
import { useRuntime } from '../runtime/RuntimeContext';
import { PasswordField } from './PasswordField';
import { useLoginErrorText } from './useLoginErrorText';

/**
 * The security question step (spec 2, 5, 8): the question, a masked answer with
 * show/hide, 'Field should be required' for an empty answer, and the server's message
 * under the field when the answer is refused.
 */
export function SecurityQuestionDialog({ onClose }: { onClose: () => void }) {
  useSignals();
  const { t } = useTranslation('login');
  const errorText = useLoginErrorText();
  const { session } = useRuntime().store;
  const [answer, setAnswer] = useState('');
  const [touched, setTouched] = useState(false);
  const ids = { question: useId(), message: useId() };

  const invalid = validateSecurityAnswer(answer) !== null;
  const error = session.error.value;
  // core's message is spec 5's English; the bettor reads it in their language.
  const message = touched && invalid ? t('validation.required', { defaultValue: OTP_MESSAGES.required }) : error ? (session.serverMessage.value ?? errorText(error)) : null;
  const pending = session.pending.value;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid && !pending) void session.submitSecurityAnswer(answer);
  };

  return (
    <Modal title={t('question.title')} onClose={onClose} closeLabel={t('close')} className="sb-login-modal">
      <form className="sb-login" noValidate onSubmit={submit}>
        <p className="sb-login__text">{t('question.intro')}</p>
        <p id={ids.question} className="sb-login__question">
          {session.question.value}
        </p>
        <PasswordField
          label={t('question.label')}
          value={answer}
          onChange={(value) => {
            setAnswer(value);
            setTouched(true);
          }}
          onBlur={() => setTouched(true)}
          showLabel={t('question.showAnswer')}
          hideLabel={t('question.hideAnswer')}
          autoComplete="off"
          invalid={message !== null}
          describedBy={message ? `${ids.question} ${ids.message}` : ids.question}
        />
        <div id={ids.message} className="sb-login__error" role="alert">
          {message}
        </div>
        <button type="submit" className="sb-button sb-login__submit" disabled={invalid || pending} aria-busy={pending}>
          {t('question.submit')}
        </button>
      </form>
    </Modal>
  );
}
