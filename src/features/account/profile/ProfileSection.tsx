import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currencyInfo } from '../../../core';
import { useDateText } from '../../dates/useDateText';
import { useOperatorCurrencies } from '../../money/useAmountText';
import { useRuntime } from '../../runtime/RuntimeContext';
import { useLoaded } from '../../runtime/useLoaded';
import { AccountLoadState } from '../AccountLoadState';

/** A region or language code by its name in the bettor's language, else the code itself. */
function displayName(code: string | null, type: 'region' | 'language', language: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([language], { type }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * /account (issue 21): who the player is, as the operator records it (spec 3 player
 * details and account info). The operator owns these facts (identity checks, regulation),
 * so the page shows them and says where to change them; what the bettor may change
 * (odds format, default stake ...) is on the preferences page.
 */
export function ProfileSection() {
  useSignals();
  const { t, i18n } = useTranslation('account');
  const { account } = useRuntime().store;
  const dateText = useDateText('longDay');
  const dateTimeText = useDateText();
  const [attempt, setAttempt] = useState(0);
  const loaded = useLoaded(() => account.profile(), `profile:${attempt}`);
  const currencies = useOperatorCurrencies();

  if (loaded.status !== 'ready') return <AccountLoadState loaded={loaded} failedText={t('profile.failed')} onRetry={() => setAttempt((value) => value + 1)} />;
  const profile = loaded.data;
  const currency = currencyInfo(profile.currency, currencies);
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ');
  const facts: [string, string | null][] = [
    [t('profile.name'), name || null],
    [t('profile.username'), profile.username],
    [t('profile.email'), profile.email],
    [t('profile.accountNumber'), profile.accountNumber],
    [t('profile.registered'), dateText(profile.registered)],
    [t('profile.firstLogin'), dateTimeText(profile.firstLogin)],
    [t('profile.country'), displayName(profile.countryCode, 'region', i18n.language)],
    [t('profile.currency'), currency.symbol ? `${currency.isoCode} (${currency.symbol})` : currency.isoCode],
    [t('profile.language'), displayName(profile.locale, 'language', i18n.language)],
    [t('profile.vipLevel'), profile.vipLevel === null ? null : String(profile.vipLevel)],
  ];
  const notices = [profile.withdrawalsOnHold ? t('profile.withdrawalsOnHold') : null, profile.excludedFromPromotions ? t('profile.excludedFromPromotions') : null].filter((notice): notice is string => notice !== null);

  return (
    <section className="sb-account__panel" aria-labelledby="sb-account-profile">
      <h2 id="sb-account-profile" className="sb-account__heading">
        {t('profile.title')}
      </h2>
      <dl className="sb-account__facts">
        {facts.map(([term, value]) => (
          <div key={term} className="sb-account__fact">
            <dt>{term}</dt>
            <dd>{value ?? '—'}</dd>
          </div>
        ))}
      </dl>
      {notices.length > 0 && (
        <ul className="sb-account__notices" aria-label={t('profile.notices')}>
          {notices.map((notice) => (
            <li key={notice}>{notice}</li>
          ))}
        </ul>
      )}
      <p className="sb-account__note">{t('profile.changeNote')}</p>
    </section>
  );
}
