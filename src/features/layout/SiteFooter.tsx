import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { booleanSetting, isPageContentHiddenByMyBets, promotionsAddress, promotionsOffered } from '../../core';
import { SafeHtml } from '../../ui/SafeHtml';
import { RegionBoundary } from '../failures/RegionBoundary';
import { useRuntime } from '../runtime/RuntimeContext';
import { AppLink } from '../routing/AppLink';
import { RegulatorySeal } from './RegulatorySeal';
import { SaferGamblingFooter } from '../saferGambling/SaferGamblingFooter';

/**
 * The site footer (spec 2), at the end of the content column; distinct from the footer
 * navigation bar. footer_enabled (default on) switches the SDK's own footer (links and
 * the responsible-gambling line); external_footer_html is the operator's footer, shown
 * sanitised; the regulatory seal shows whenever it is required. On mobile the whole area
 * goes while the My Bets modal is visible, as the page content does.
 */
export function SiteFooter({ desktop }: { desktop: boolean }) {
  useSignals();
  const { t } = useTranslation('layout');
  const { settings, myBets } = useRuntime().store;
  const raw = settings.raw.value ?? {};
  if (!desktop && isPageContentHiddenByMyBets({ modal: myBets.modal.value })) return null;
  const enabled = booleanSetting(raw.footer_enabled, true);
  const external = typeof raw.external_footer_html === 'string' && raw.external_footer_html.trim() !== '' ? raw.external_footer_html : null;
  const sealRequired = booleanSetting(raw.gcb_seal_required, false);
  if (!enabled && !external && !sealRequired) return null;
  return (
    <footer className="sb-site-footer">
      {enabled ? (
        <div className="sb-site-footer__own">
          <ul className="sb-site-footer__links">
            {promotionsOffered(raw) ? (
              <li>
                <AppLink href={promotionsAddress(raw)}>{t('footer.promotions')}</AppLink>
              </li>
            ) : null}
            <li>
              <AppLink href="/open_bets">{t('footer.myBets')}</AppLink>
            </li>
            <li>
              <AppLink href="/account">{t('footer.account')}</AppLink>
            </li>
          </ul>
          <p className="sb-site-footer__legal">{t('footer.responsible')}</p>
        </div>
      ) : null}
      {external ? (
        <RegionBoundary region="operator-content">
          <SafeHtml className="sb-site-footer__external" html={external} />
        </RegionBoundary>
      ) : null}
      <RegulatorySeal />
      <SaferGamblingFooter />
    </footer>
  );
}
