import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../ui/SafeHtml';
import { RegionBoundary } from '../failures/RegionBoundary';
import { useOperatorStyleSheet } from '../../ui/useOperatorStyleSheet';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';
import { useHeaderSettings } from './useHeaderSettings';

/**
 * The operator's own header strip (spec 2, setting external_header_path): its HTML,
 * sanitised, and its CSS, inside our shadow root as a constructed stylesheet (a <style>
 * element would be blocked by the host's style-src, docs/deployment.md). Its `js` is never run: a script the
 * sportsbook executed would run with the bettor's session in reach, which is exactly
 * what SafeHtml keeps operator content from doing; a host page that needs a script
 * loads it itself (or through third_party_scripts).
 */
export function ExternalHeader() {
  useSignals();
  const { t } = useTranslation('header');
  const { store } = useRuntime();
  const path = useHeaderSettings().externalHeaderPath;
  const loaded = useLoaded(path === null ? null : () => store.content.externalHeader(path), path ?? '');
  const strip = useRef<HTMLElement>(null);
  useOperatorStyleSheet(strip, path !== null && loaded.status === 'ready' ? (loaded.data.css ?? '') : '');
  if (path === null || loaded.status !== 'ready') return null;
  return (
    <section ref={strip} className="sb-header__external" aria-label={t('external')}>
      <RegionBoundary region="operator-content">
        <SafeHtml html={loaded.data.html} />
      </RegionBoundary>
    </section>
  );
}
