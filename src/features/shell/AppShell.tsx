import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useRuntime } from '../runtime/RuntimeContext';
import { BackToTop } from '../backToTop/BackToTop';
import { MobileFooter } from '../footer/MobileFooter';
import { ToastArea } from '../toasts/ToastArea';
import { useDocumentMeta } from './useDocumentMeta';
import { useScrollLock } from './useScrollLock';

/** The standalone site owns the document; embedded, the operator's page does. */
const isStandalone = () => document.documentElement.hasAttribute('data-sportsbook-standalone');

/** The full sportsbook site: header, content, the footer navigation and the toast area. */
export function AppShell() {
  useSignals();
  const { config, store } = useRuntime();
  const standalone = isStandalone();
  // The standalone site fetches the operator's settings itself; an embedding page may not
  // run the operator API on its own origin, so embedded elements wait for a view to ask.
  useEffect(() => {
    if (standalone) void store.settings.load();
  }, [standalone, store.settings]);
  useDocumentMeta(store.settings, standalone);
  useScrollLock(store.ui);
  return (
    <div className="sb-app">
      <header className="sb-app__header">
        <span className="sb-app__brand">{config.brand.value}</span>
      </header>
      <main className="sb-app__content">
        <h1 className="sb-app__title">Sportsbook</h1>
      </main>
      <BackToTop />
      <MobileFooter />
      <ToastArea />
    </div>
  );
}
