import { useTranslation } from 'react-i18next';
import { usePromotionFormats } from './usePromotionFormats';

/** A promotion's dates in the bettor's language: "Ends 6 Dec 2026", "Starts …", a range, or an ongoing offer. */
export function PromotionDates({ startsAt, endsAt, upcoming, long = false }: { startsAt: string | null; endsAt: string | null; upcoming: boolean; long?: boolean }) {
  const { t } = useTranslation('promotions');
  const { date } = usePromotionFormats();
  const readable = (iso: string | null) => (iso !== null && Number.isFinite(Date.parse(iso)) ? date(iso) : null);
  const start = readable(startsAt);
  const end = readable(endsAt);
  let text: string;
  if (long && start && end) text = t('dates.range', { start, end });
  else if (upcoming && start) text = t('dates.starts', { date: start });
  else if (end) text = t('dates.ends', { date: end });
  else if (long && start) text = t('dates.from', { start });
  else text = t('dates.ongoing');
  return <p className="sb-promotion-dates">{text}</p>;
}
