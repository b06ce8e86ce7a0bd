import { useTranslation } from 'react-i18next';

/**
 * A date (and time) in the bettor's language, or null for a missing or unreadable one, so a
 * page shows "—" rather than "Invalid Date".
 */
export function useDateText(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }): (iso: string | null | undefined) => string | null {
  const { i18n } = useTranslation();
  return (iso) => {
    if (!iso) return null;
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? null : new Intl.DateTimeFormat(i18n.language, options).format(date);
  };
}
