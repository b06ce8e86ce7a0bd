import { useTranslation } from 'react-i18next';
import type { LegLockReason } from '../../core';

/** A padlock, drawn in the text's colour; the words beside it carry the meaning. */
export function LockIcon() {
  return (
    <svg className="sb-betslip__lock-icon" width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M8 1a4 4 0 0 0-4 4v2H3a1 1 0 0 0-1 1v6a1 1 0 0 0 1 1h10a1 1 0 0 0 1-1V8a1 1 0 0 0-1-1h-1V5a4 4 0 0 0-4-4Zm-2 4a2 2 0 1 1 4 0v2H6V5Z" />
    </svg>
  );
}

/**
 * Why a leg takes no bet now, in its row: a padlock, the reason in a word, and what the
 * bettor can do. The slip's foot says it too, where the Place button is (BetslipLockNotice).
 */
export function BetslipLegLock({ reason, id }: { reason: LegLockReason; id?: string }) {
  const { t } = useTranslation('betslip');
  return (
    <p className="sb-betslip__lock" id={id} data-lock-reason={reason}>
      <span className="sb-betslip__lock-badge">
        <LockIcon />
        {t(`lock.${reason}`)}
      </span>{' '}
      <span className="sb-betslip__lock-help">{reason === 'closed' ? t('closed') : t(`lock.help.${reason}`)}</span>
    </p>
  );
}
