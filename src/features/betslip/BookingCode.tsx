import { useSignals } from '@preact/signals-react/runtime';
import { memo, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingCodeLink } from '../../store';
import { useRuntime } from '../runtime/RuntimeContext';
import { bookingCodeMessage } from './bookingCodeMessage';

type CopyResult = 'copied' | 'failed' | null;

/**
 * Spec 4 "Retail code" in the open slip: save the slip as a booking code (shown with a
 * copy button and a link to share), or load a slip from a code. Loading replaces the slip
 * (bookingCodeModel says why); a failure leaves the slip as it was and says what to do.
 */
export const BookingCode = memo(function BookingCode() {
  useSignals();
  const { store, page } = useRuntime();
  const { bookingCode } = store;
  const { t } = useTranslation('betslipPresentation');
  const titleId = useId();
  const inputId = useId();
  const [typed, setTyped] = useState('');
  // The code a problem is about: the one typed when it was loaded.
  const [attempted, setAttempted] = useState('');
  const [copy, setCopy] = useState<CopyResult>(null);

  const code = bookingCode.savedCode.value;
  const problem = bookingCode.problem.value;
  const loaded = bookingCode.loaded.value;
  const status = bookingCode.status.value;
  const link = code ? bookingCodeLink(page.url(), code) : null;

  const copyText = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopy('copied');
    } catch {
      // No clipboard (an insecure page, a refused permission): the text is on screen to select.
      setCopy('failed');
    }
  };

  const onLoad = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCopy(null);
    setAttempted(typed.trim().toUpperCase());
    void bookingCode.load(typed).then((done) => {
      if (done) setTyped('');
    });
  };

  const onSave = () => {
    setCopy(null);
    void bookingCode.save();
  };

  let news: string | null = null;
  if (copy === 'copied') news = t('bookingCode.copied');
  else if (copy === 'failed') news = t('bookingCode.copyFailed');
  else if (loaded && loaded.missing > 0) news = t('bookingCode.loadedMissing', { code: loaded.code, added: loaded.added, missing: loaded.missing });
  else if (loaded) news = t('bookingCode.loaded', { code: loaded.code, added: loaded.added });

  return (
    <div className="sb-booking-code" role="group" aria-labelledby={titleId}>
      <h3 id={titleId} className="sb-booking-code__title">
        {t('bookingCode.title')}
      </h3>
      {code && link ? (
        <div className="sb-booking-code__saved">
          <p className="sb-booking-code__code-line">
            {t('bookingCode.yourCode')}{' '}
            <strong className="sb-booking-code__code" data-testid="booking-code">
              {code}
            </strong>
          </p>
          <div className="sb-booking-code__actions">
            <button type="button" className="sb-button sb-button--quiet" onClick={() => void copyText(code)}>
              {t('bookingCode.copy')}
            </button>
            <button type="button" className="sb-button sb-button--quiet" onClick={() => void copyText(link)}>
              {t('bookingCode.copyLink')}
            </button>
            <a className="sb-booking-code__link" href={link}>
              {t('bookingCode.shareLink')}
            </a>
          </div>
        </div>
      ) : (
        <button type="button" className="sb-button" disabled={status === 'saving'} onClick={onSave}>
          {status === 'saving' ? t('bookingCode.saving') : t('bookingCode.save')}
        </button>
      )}
      <form className="sb-booking-code__load" aria-label={t('bookingCode.loadTitle')} onSubmit={onLoad}>
        <label htmlFor={inputId} className="sb-booking-code__label">
          {t('bookingCode.input')}
        </label>
        <input
          id={inputId}
          className="sb-text-input sb-booking-code__input"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
        />
        <button type="submit" className="sb-button" disabled={status === 'loading'}>
          {status === 'loading' ? t('bookingCode.loading') : t('bookingCode.load')}
        </button>
      </form>
      <p className="sb-booking-code__news" role="status">
        {news}
      </p>
      {problem ? (
        <p className="sb-booking-code__problem" role="alert">
          {bookingCodeMessage(t, problem, attempted)}
        </p>
      ) : null}
    </div>
  );
});
