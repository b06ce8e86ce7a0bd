import { useSignals } from '@preact/signals-react/runtime';
import { useRuntime } from '../runtime/RuntimeContext';
import { MobileFooter } from '../footer/MobileFooter';
import { ToastArea } from '../toasts/ToastArea';

/** The full sportsbook site: header, content, the footer navigation and the toast area. */
export function AppShell() {
  useSignals();
  const { config } = useRuntime();
  return (
    <div className="sb-app">
      <header className="sb-app__header">
        <span className="sb-app__brand">{config.brand.value}</span>
      </header>
      <main className="sb-app__content">
        <h1 className="sb-app__title">Sportsbook</h1>
      </main>
      <MobileFooter />
      <ToastArea />
    </div>
  );
}
