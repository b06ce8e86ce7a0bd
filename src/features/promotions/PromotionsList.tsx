import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { orderPromotions, parlayPromotionTable } from '../../core';
import { Skeleton } from '../../ui/Skeleton';
import { PageSection } from '../pages/PageSection';
import { ParlayPromotionCard } from './ParlayPromotionCard';
import { PromotionCard } from './PromotionCard';
import { useParlayPromotion, usePromotionList } from './usePromotionsData';
import { usePromotionsSettings } from './usePromotionsSettings';

/**
 * The promotions list: the parlay extra-winnings card first (it applies to every multiple),
 * then the operator's offers, running ones ending soonest first, then coming ones. Loading
 * shows card skeletons; a failed list says so with a Retry (the parlay card, from its own
 * service, still shows); nothing at all on offer says "No promotions right now".
 */
export function PromotionsList() {
  const { t } = useTranslation('promotions');
  const { address } = usePromotionsSettings();
  const list = usePromotionList();
  const parlay = useParlayPromotion();
  // The clock the badges and order are judged by: when the page was opened.
  const [now] = useState(Date.now);

  const table = parlay.loaded.status === 'ready' ? parlayPromotionTable(parlay.loaded.data) : null;
  const offers = list.loaded.status === 'ready' ? orderPromotions(list.loaded.data.promotions, now) : [];
  const loading = list.loaded.status === 'loading' || parlay.loaded.status === 'loading';

  let content;
  if (loading) content = <Skeleton label={t('loading')} shape="media-cards" count={3} className="sb-promotions__grid" />;
  else if (list.loaded.status === 'failed' && table === null) content = <LoadFailed retry={list.retry} />;
  else if (offers.length === 0 && table === null && list.loaded.status === 'ready') {
    content = (
      <div role="status" className="sb-promotions__empty">
        <p className="sb-promotions__empty-title">{t('empty')}</p>
        <p>{t('emptyHint')}</p>
      </div>
    );
  } else {
    content = (
      <>
        <ul className="sb-promotions__grid" aria-label={t('listLabel')}>
          {table ? <ParlayPromotionCard table={table} address={address} /> : null}
          {offers.map((promotion) => (
            <PromotionCard key={promotion.id} promotion={promotion} address={address} now={now} />
          ))}
        </ul>
        {list.loaded.status === 'failed' ? <LoadFailed retry={list.retry} /> : null}
      </>
    );
  }
  return (
    <PageSection title={t('title')} route="promotions">
      {content}
    </PageSection>
  );
}

function LoadFailed({ retry }: { retry: () => void }) {
  const { t } = useTranslation('promotions');
  return (
    <div role="alert" className="sb-promotions__notice sb-promotions__notice--error">
      <p>{t('loadFailed')}</p>
      <button type="button" className="sb-button" onClick={retry}>
        {t('retry')}
      </button>
    </div>
  );
}
