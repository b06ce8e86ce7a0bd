import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntime } from '../../runtime/RuntimeContext';
import { DepositLimitRow } from './DepositLimitRow';
import { ExclusionSection } from './ExclusionSection';

/**
 * /account/safer-gambling (and /account/self-exclusion): deposit limits, a time-out and a
 * self-exclusion, each as the brand's jurisdiction profile offers them
 * (docs/account-safer-gambling.md).
 */
export function SaferGamblingSection() {
  useSignals();
  const { t } = useTranslation('saferGambling');
  const runtime = useRuntime();
  const { saferGambling, session } = runtime.store;
  const profile = saferGambling.profile.value;
  const account = saferGambling.account.value;
  const loggedIn = session.established.value !== null;
  useEffect(() => {
    if (loggedIn) void saferGambling.load();
  }, [loggedIn, saferGambling]);

  if (!loggedIn) return <p className="sb-safer__intro">{t('loginRequired')}</p>;
  const scheme = profile.links[0]?.name ?? null;
  return (
    <div className="sb-safer">
      <h2 className="sb-safer__title">{t('title')}</h2>
      <p className="sb-safer__intro">{t('intro')}</p>
      {profile.depositLimits.length > 0 ? (
        <section className="sb-safer__section" aria-labelledby="sb-safer-limits">
          <h3 id="sb-safer-limits" className="sb-safer__heading">
            {t('limits.title')}
          </h3>
          <p className="sb-safer__intro">{t('limits.intro')}</p>
          {account.status === 'ready' ? (
            <div className="sb-safer__limits">
              {profile.depositLimits.map((period) => (
                <DepositLimitRow
                  key={period}
                  period={period}
                  limit={account.data.depositLimits[period]}
                  currency={account.data.currency}
                  onSave={async (amount) => {
                    await saferGambling.setDepositLimit(period, amount);
                    const next = saferGambling.account.peek();
                    if (next.status !== 'ready') throw new Error('not saved');
                    return next.data;
                  }}
                />
              ))}
            </div>
          ) : account.status === 'failed' ? (
            <div className="sb-safer__failure" role="alert">
              <p>{t('loadFailed')}</p>
              <button type="button" className="sb-button" onClick={() => void saferGambling.load()}>
                {t('retry')}
              </button>
            </div>
          ) : (
            <p className="sb-loading" role="status">
              {t('loading')}
            </p>
          )}
        </section>
      ) : null}
      {profile.timeOutDays.length > 0 ? <ExclusionSection kind="timeOut" periods={profile.timeOutDays} now={Date.now} onConfirm={(days) => saferGambling.timeOut(days)} /> : null}
      {profile.selfExclusionDays.length > 0 ? <ExclusionSection kind="selfExclusion" periods={profile.selfExclusionDays} now={Date.now} scheme={scheme} onConfirm={(days) => saferGambling.selfExclude(days)} /> : null}
    </div>
  );
}
