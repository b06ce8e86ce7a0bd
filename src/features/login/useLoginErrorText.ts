import { useTranslation } from 'react-i18next';
import { notificationText } from '../../core';
import { notificationKey } from './notificationKey';

/**
 * A login error id (spec 8) as the bettor reads it, in their language; the catalogue's
 * English text when the notifications namespace lacks it. Keys are flat and may hold
 * dots or colons (server sentences), so i18next must not split them.
 */
export function useLoginErrorText(): (id: string) => string {
  const { t } = useTranslation('notifications');
  return (id) => t(notificationKey(id), { ns: 'notifications', defaultValue: notificationText(id), keySeparator: false, nsSeparator: false });
}
