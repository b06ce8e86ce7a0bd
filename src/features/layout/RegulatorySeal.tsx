import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { booleanSetting } from '../../core';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';

const isWebAddress = (value: unknown): value is string => typeof value === 'string' && /^https?:\/\//i.test(value);

/**
 * Spec 2: with gcb_seal_required on, the regulator's seal links to the certificate page.
 * The seal service (GET /api/gcb_seals?host) answers a token and the certificate address;
 * the seal is drawn here (an inline shield with the token as text) instead of loading an
 * image from the regulator, so it needs no third-party request and never shifts the
 * footer while an image arrives. Without a certificate address it shows unlinked.
 */
export function RegulatorySeal() {
  useSignals();
  const { t } = useTranslation('layout');
  const { store, page } = useRuntime();
  const { settings, content } = store;
  const required = booleanSetting(settings.raw.value?.gcb_seal_required, false);
  // The seal certifies the site the bettor is on: the page's own host name.
  const host = new URL(page.url()).hostname;
  // The key holds `required`: the setting may arrive after the first render, and must then ask.
  const seal = useLoaded(required ? () => content.seal(host) : null, `seal:${required}:${host}`);
  if (!required || seal.status === 'failed') return null;
  const token = seal.status === 'ready' ? seal.data.token : '\u00a0';
  const badge = (
    <>
      <svg className="sb-seal__icon" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <path d="M12 2 4 5v6c0 5 3.4 9.4 8 11 4.6-1.6 8-6 8-11V5l-8-3Z" fill="currentColor" />
        <path d="m8.5 12 2.5 2.5 4.5-5" fill="none" stroke="var(--sb-color-surface)" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <span className="sb-seal__text">
        <span className="sb-seal__label">{t('seal.label')}</span>{' '}
        <span className="sb-seal__token">{token}</span>
      </span>
    </>
  );
  // While the answer is on its way an invisible badge holds the seal's place, so the
  // footer does not grow under the bettor's eyes when it arrives.
  if (seal.status === 'loading') {
    return (
      <p className="sb-seal sb-seal--pending" aria-hidden="true">
        {badge}
      </p>
    );
  }
  const certificateUrl = (seal.data as Record<string, unknown>).certificateUrl;
  // The link's name begins with the words it shows ("Licensed" and the token), so a bettor
  // who says what they see, by voice, reaches it (WCAG 2.5.3, axe label-content-name-mismatch).
  return isWebAddress(certificateUrl) ? (
    <a className="sb-seal" href={certificateUrl} target="_blank" rel="noopener noreferrer" aria-label={t('seal.link', { label: t('seal.label'), token })}>
      {badge}
    </a>
  ) : (
    <p className="sb-seal">{badge}</p>
  );
}
