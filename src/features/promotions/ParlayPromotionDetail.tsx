import { useTranslation } from 'react-i18next';
import { parlayPromotionTable } from '../../core';
import { PageSection } from '../pages/PageSection';
import { AppLink } from '../routing/AppLink';
import { ParlayTable } from './ParlayTable';
import { useExcludedFromPromotions } from './useExcludedFromPromotions';
import { useParlayPromotion } from './usePromotionsData';
import { usePromotionsSettings } from './usePromotionsSettings';

/** The parlay extra-winnings promotion's page: how it works, its table from GET promotions/epw, and whether it applies to this player. */
export function ParlayPromotionDetail() {
  const { t } = useTranslation('promotions');
  const { address } = usePromotionsSettings();
  const parlay = useParlayPromotion();
  const excluded = useExcludedFromPromotions();
  const table = parlay.loaded.status === 'ready' ? parlayPromotionTable(parlay.loaded.data) : null;
  return (
    <PageSection title={t('parlay.title')} route="promotions">
      <AppLink className="sb-promotions__back" href={address}>
        {t('allPromotions')}
      </AppLink>
      {parlay.loaded.status === 'loading' ? (
        <p role="status" aria-busy="true" className="sb-loading">
          {t('loading')}
        </p>
      ) : parlay.loaded.status === 'failed' ? (
        <div role="alert" className="sb-promotions__notice sb-promotions__notice--error">
          <p>{t('detailFailed')}</p>
          <button type="button" className="sb-button" onClick={parlay.retry}>
            {t('retry')}
          </button>
        </div>
      ) : table === null ? (
        <p role="status" className="sb-promotions__notice">
          {t('parlay.unavailable')}
        </p>
      ) : (
        <div className="sb-promotion-detail">
          {excluded ? (
            <p role="note" className="sb-promotions__excluded">
              {t('parlay.excluded')}
            </p>
          ) : null}
          <p>{t('parlay.intro')}</p>
          <ParlayTable table={table} />
          <AppLink className="sb-button sb-promotion-detail__cta" href="/sports">
            {t('parlay.cta')}
          </AppLink>
        </div>
      )}
    </PageSection>
  );
}
