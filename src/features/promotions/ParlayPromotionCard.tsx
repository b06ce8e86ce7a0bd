import { useTranslation } from 'react-i18next';
import { promotionDetailHref, type ParlayPromotionTable } from '../../core';
import { AppLink } from '../routing/AppLink';
import { PARLAY_PROMOTION_ID } from './parlayPromotionId';
import { useExcludedFromPromotions } from './useExcludedFromPromotions';
import { usePromotionFormats } from './usePromotionFormats';

/** The parlay extra-winnings promotion's card: its best bonus and cap, and the way to its table. */
export function ParlayPromotionCard({ table, address }: { table: ParlayPromotionTable; address: string }) {
  const { t } = useTranslation('promotions');
  const { percent, money } = usePromotionFormats();
  const excluded = useExcludedFromPromotions();
  const best = Math.max(...table.rows.map((row) => row.percentage));
  const detail = promotionDetailHref(address, PARLAY_PROMOTION_ID);
  return (
    <li className="sb-promotion-card sb-promotion-card--parlay" aria-labelledby="sb-promotion-parlay">
      <div className="sb-promotion-card__media sb-parlay-banner" aria-hidden="true">
        <span className="sb-parlay-banner__figure">+{percent(best)}</span>
      </div>
      <div className="sb-promotion-card__body">
        <p className="sb-promotion-card__badges">
          <span className="sb-promotion-badge sb-promotion-badge--in">{t('badge.automatic')}</span>
        </p>
        <h2 id="sb-promotion-parlay" className="sb-promotion-card__title">
          <AppLink href={detail}>{t('parlay.title')}</AppLink>
        </h2>
        <p className="sb-promotion-card__summary">{t('parlay.summary', { percentage: percent(best), max: money(table.maxAmount) })}</p>
        {excluded ? <p className="sb-promotions__excluded">{t('parlay.excluded')}</p> : null}
        <div className="sb-promotion-card__actions">
          <AppLink className="sb-button sb-promotion-card__cta" href="/sports">
            {t('parlay.cta')}
          </AppLink>
          <AppLink className="sb-promotion-card__more" href={detail} aria-label={t('detailsOf', { title: t('parlay.title') })}>
            {t('details')}
          </AppLink>
        </div>
      </div>
    </li>
  );
}
