import { useTranslation } from 'react-i18next';
import { BrandTheme } from '../theme/BrandTheme';

/**
 * Spec 2: /maintenance and /static/flutter-maintenance show a reduced shell, only the
 * favicon and the colour theme: no header, footer, session or live feed, because the
 * operator's services may be the very thing that is down.
 */
export function MaintenanceShell() {
  const { t } = useTranslation('shell');
  return (
    <BrandTheme>
      <main className="sb-maintenance" aria-labelledby="sb-page-title">
        <h1 id="sb-page-title" className="sb-page__title">
          {t('pages.maintenance')}
        </h1>
        <p>{t('maintenance')}</p>
      </main>
    </BrandTheme>
  );
}
