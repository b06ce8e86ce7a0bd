import { useTranslation } from 'react-i18next';
import { notificationText } from '../../core';

/**
 * A spec 8 notification id in the bettor's language, the catalogue's English when the
 * `notifications` namespace lacks it. Ids may hold spaces ('Event is Finished'), so
 * i18next must not split them on dots or colons.
 */
export function useNotificationText(): (id: string) => string {
  const { t } = useTranslation('notifications');
  return (id) => t(id, { ns: 'notifications', defaultValue: notificationText(id), keySeparator: false, nsSeparator: false });
}
