import { useTranslation } from 'react-i18next';
import { formatDate } from '../../core/dates/dateTexts';

const MINUTE_MS = 60_000;

/** A date and time in the page's language (core 'moment': "29 Nov 2026, 14:05"); an unreadable one as sent. */
export function useDateTimeText(): (iso: string | number) => string {
  const { i18n } = useTranslation();
  return (value) => formatDate(value, i18n.language, 'moment') ?? String(value);
}

/** A span of time in whole minutes, in words: "45 minutes", "1 h 5 min". */
export function useDurationText(): (ms: number) => string {
  const { t } = useTranslation('saferGambling');
  return (ms) => {
    const total = Math.floor(Math.max(0, ms) / MINUTE_MS);
    if (total < 60) return t('duration.minutes', { count: total });
    return t('duration.hoursMinutes', { hours: Math.floor(total / 60), minutes: total % 60 });
  };
}

/** A period offered for a time-out or a self-exclusion, in words (the profiles' own periods by name). */
export function usePeriodText(): (days: number) => string {
  const { t } = useTranslation('saferGambling');
  return (days) => t(`periods.d${days}`, { defaultValue: t('periods.days', { count: days }) });
}
