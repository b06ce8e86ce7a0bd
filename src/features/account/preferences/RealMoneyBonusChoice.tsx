import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountLoadState } from '../AccountLoadState';
import { useLoaded } from '../../runtime/useLoaded';
import { useRuntime } from '../../runtime/RuntimeContext';

type Choice = 'yes' | 'no';
type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved' } | { status: 'failed' };

/**
 * The bettor's real-money bonus choice on /account/preferences (spec 7 PUT
 * /xapi/rest/accounts/{accountId} with wasSetRealMoneyBonuses and realMoneyBonuses): whether
 * the account's bonuses may be used together with real-money bets. The current choice comes
 * from the account info; a player who never chose sees neither option picked. Saved with
 * its own button (a choice about money is made on purpose, not by a stray click); a failed
 * save keeps the bettor's pick on screen and says so, and Save tries again.
 */
export function RealMoneyBonusChoice() {
  const { t } = useTranslation('account');
  const { account } = useRuntime().store;
  const id = useId();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoaded(() => account.realMoneyBonuses(), `real-money-bonuses:${attempt}`);
  const [picked, setPicked] = useState<Choice | null>(null);
  const [save, setSave] = useState<SaveState>({ status: 'idle' });

  if (loaded.status !== 'ready') return <AccountLoadState loaded={loaded} failedText={t('bonuses.failed')} onRetry={() => setAttempt((value) => value + 1)} />;

  const stored: Choice | null = loaded.data === null ? null : loaded.data ? 'yes' : 'no';
  const shown = picked ?? stored;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (shown === null || save.status === 'saving') return;
    setSave({ status: 'saving' });
    account.setRealMoneyBonuses(shown === 'yes').then(
      () => setSave({ status: 'saved' }),
      () => setSave({ status: 'failed' }),
    );
  };

  return (
    <form className="sb-account__form" onSubmit={submit} noValidate aria-describedby={`${id}-hint`}>
      <fieldset className="sb-account__fieldset">
        <legend>{t('bonuses.legend')}</legend>
        <p id={`${id}-hint`} className="sb-account__note">
          {stored === null ? t('bonuses.notChosen') : t('bonuses.hint')}
        </p>
        {(['yes', 'no'] as const).map((choice) => (
          <label key={choice} className="sb-account__radio">
            <input
              type="radio"
              name={`${id}-bonuses`}
              value={choice}
              checked={shown === choice}
              onChange={() => {
                setPicked(choice);
                setSave({ status: 'idle' });
              }}
            />
            {t(`bonuses.${choice}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="sb-button" aria-disabled={shown === null || save.status === 'saving'} aria-busy={save.status === 'saving'}>
        {save.status === 'saving' ? t('bonuses.saving') : t('bonuses.save')}
      </button>
      <p className="sb-account__status" role="status">
        {save.status === 'saved' ? t('bonuses.saved') : null}
      </p>
      {save.status === 'failed' && (
        <p className="sb-account__problem" role="alert">
          {t('bonuses.saveFailed')}
        </p>
      )}
    </form>
  );
}
