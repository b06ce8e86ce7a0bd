import { useTranslation } from 'react-i18next';
import { BrandTheme } from '../theme/BrandTheme';

/**
 * Spec 2: /maintenance and /static/flutter-maintenance show a reduced shell, only the
 * favicon and the colour theme: no header, footer, session or live feed, because the
 * operator's services may be the very thing that is down. The same shell stands in place
 * of every element's content while the operator answers maintenance or blocked
 * (AvailabilityGate), with the words for the one that holds.
 */
export function MaintenanceShell({ reason = 'maintenance' }: { reason?: 'maintenance' | 'blocked' }) {
  const { t } = useTranslation('shell');
  return (
    <BrandTheme>
      <main className="sb-maintenance" aria-labelledby="sb-page-title" data-reason={reason}>
        <h1 id="sb-page-title" className="sb-maintenance__title">
          {t(reason === 'blocked' ? 'pages.blocked' : 'pages.maintenance')}
        </h1>
        <p>{t(reason)}</p>
      </main>
    </BrandTheme>
  );
}
