import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../ui/SafeHtml';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';
import { useHeaderSettings } from './useHeaderSettings';

/**
 * The operator's own header strip (spec 2, setting external_header_path): its HTML,
 * sanitised, and its CSS, inside our shadow root. Its `js` is never run: a script the
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
  if (path === null || loaded.status !== 'ready') return null;
  return (
    <section className="sb-header__external" aria-label={t('external')}>
      {loaded.data.css ? <style>{loaded.data.css}</style> : null}
      <SafeHtml html={loaded.data.html} />
    </section>
  );
}
