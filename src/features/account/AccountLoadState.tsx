import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../ui/Skeleton';
import type { Loaded } from '../runtime/useLoaded';

/**
 * What an account page shows while its figures load or when they could not be: a status
 * while loading; on a failure, what happened and a Try again that asks once more. Nothing
 * the bettor typed is on these pages, so a retry loses nothing.
 */
export function AccountLoadState({ loaded, failedText, onRetry }: { loaded: Loaded<unknown>; failedText: string; onRetry: () => void }) {
  const { t } = useTranslation('common');
  if (loaded.status === 'loading') return <Skeleton label={t('loading')} shape="rows" count={4} />;
  if (loaded.status === 'failed') {
    return (
      <div className="sb-account__failed" role="alert">
        <p>{failedText}</p>
        <button type="button" className="sb-button" onClick={onRetry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return null;
}
