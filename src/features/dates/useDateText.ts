import { useTranslation } from 'react-i18next';
import { formatDate, type DateFormatName } from '../../core/dates/dateTexts';

/**
 * A date in the page's language as the screen names it (core formatDate: 'moment' for a
 * bet placed, a transaction or a limit taking effect, 'longDay', 'eventStart' ...), or null
 * for a missing or unreadable one, so a page shows "—" rather than "Invalid Date".
 */
export function useDateText(name: DateFormatName = 'moment'): (value: string | number | null | undefined) => string | null {
  const { i18n } = useTranslation();
  return (value) => formatDate(value, i18n.language, name);
}
