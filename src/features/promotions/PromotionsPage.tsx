import { useTranslation } from 'react-i18next';
import { PageSection } from '../pages/PageSection';
import { ParlayPromotionDetail } from './ParlayPromotionDetail';
import { PromotionDetailView } from './PromotionDetailView';
import { PromotionsList } from './PromotionsList';
import { PARLAY_PROMOTION_ID } from './parlayPromotionId';
import { usePromotionsSettings } from './usePromotionsSettings';

/**
 * /promotions (or the configured address) and /promotions/{id} (spec 2; docs/promotions.md):
 * the list, one operator promotion with its terms, or the parlay extra-winnings promotion.
 * When the operator has promotions off, an address reached anyway says so.
 */
export function PromotionsPage({ promotionId }: { promotionId: string | null }) {
  const { t } = useTranslation('promotions');
  const { offered } = usePromotionsSettings();
  if (!offered) {
    return (
      <PageSection title={t('title')} route="promotions">
        <p role="status" className="sb-promotions__notice">
          {t('unavailable')}
        </p>
      </PageSection>
    );
  }
  if (promotionId === PARLAY_PROMOTION_ID) return <ParlayPromotionDetail />;
  if (promotionId !== null) return <PromotionDetailView id={promotionId} />;
  return <PromotionsList />;
}
