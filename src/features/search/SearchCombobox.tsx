import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MIN_LENGTH } from '../../store';
import { lazyModule } from '../../ui/lazyModule';
import { useAppLocation } from '../routing/useAppLocation';
import { useRuntime } from '../runtime/RuntimeContext';
import { searchOptions, type SearchOption } from './searchOptions';

/**
 * The results' drawing is loaded on demand (issue 19): the field shows at once, but results
 * only after a bettor has typed. It is prefetched once the first odds show and again when
 * the field takes focus, so it has arrived long before the search's answer.
 */
const searchResultGroups = lazyModule(() => import('./SearchResultGroups'));
const SearchResultGroups = searchResultGroups.component((module) => module.SearchResultGroups);

/** Downloads the results' drawing ahead of the first search. */
export const preloadSearchResults = searchResultGroups.preload;

/**
 * The search field and its results (WAI-ARIA combobox with a grouped listbox): focus stays
 * in the input while the arrow keys move the active option (aria-activedescendant), Enter
 * follows it, Escape closes the list and a second Escape empties the field (a third, in
 * the phone's search dialog, closes the dialog). Each option is a link, so a click, a
 * middle click or "open in new tab" work as on any link. `onNavigate` runs after a result
 * is followed (the phone's dialog closes).
 */
export function SearchCombobox({ onNavigate }: { onNavigate?: () => void }) {
  useSignals();
  const { t } = useTranslation('search');
  const { store } = useRuntime();
  const { navigate } = useAppLocation();
  const search = store.search;
  const status = search.status.value;
  const results = search.results.value;
  const options = useMemo(() => searchOptions(results), [results]);
  const [open, setOpen] = useState(false);
  // The active option by key, so a new answer without it simply leaves none active.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (option: SearchOption) => `${baseId}-${option.key}`;
  const listRef = useRef<HTMLDivElement>(null);

  const showList = status === 'ready' || status === 'loading';
  const popupShown = open && status !== 'idle';
  const activeIndex = popupShown && showList ? options.findIndex((option) => option.key === activeKey) : -1;
  const active = options[activeIndex] ?? null;

  useEffect(() => {
    if (!active) return;
    const element = [...(listRef.current?.querySelectorAll('[role="option"]') ?? [])].find((option) => option.id === optionId(active));
    // jsdom has no scrollIntoView.
    element?.scrollIntoView?.({ block: 'nearest' });
    // optionId derives from baseId, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const finish = () => {
    search.clear();
    setOpen(false);
    setActiveKey(null);
    onNavigate?.();
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0 || !showList) return;
    const from = activeIndex === -1 ? (step === 1 ? -1 : options.length) : activeIndex;
    setActiveKey(options[(from + step + options.length) % options.length]?.key ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        move(event.key === 'ArrowDown' ? 1 : -1);
        return;
      case 'Enter':
        if (!active) return;
        event.preventDefault();
        navigate(active.href);
        finish();
        return;
      case 'Escape':
        if (popupShown) {
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActiveKey(null);
        } else if (search.input.peek() !== '') {
          event.preventDefault();
          event.stopPropagation();
          search.clear();
        }
        return;
      default:
    }
  };

  // The list closes when focus leaves the field and its list (the retry button is inside).
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const statusText = (() => {
    switch (status) {
      case 'too-short':
        return t('tooShort', { count: SEARCH_MIN_LENGTH });
      case 'loading':
        return t('loading');
      case 'error':
        return t('error');
      case 'ready':
        return options.length === 0 ? t('empty', { query: search.input.value.trim() }) : t('found', { count: options.length });
      default:
        return '';
    }
  })();

  return (
    <div className="sb-search" onBlur={onBlur}>
      <input
        type="search"
        className="sb-search__input"
        role="combobox"
        aria-label={t('label')}
        placeholder={t('placeholder')}
        aria-autocomplete="list"
        aria-expanded={popupShown}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={search.input.value}
        onChange={(event) => {
          search.setInput(event.target.value);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
          // A failed prefetch is let go: the results load again when they are shown.
          preloadSearchResults().catch(() => undefined);
        }}
        onKeyDown={onKeyDown}
      />
      <div className="sb-search__popup" hidden={!popupShown}>
        <p className="sb-search__status" role="status">
          {popupShown ? statusText : ''}
        </p>
        {popupShown && status === 'error' ? (
          <button type="button" className="sb-search__retry" onClick={() => search.retry()}>
            {t('retry')}
          </button>
        ) : null}
        <div ref={listRef} id={listboxId} className="sb-search__list" role="listbox" aria-label={t('results')} aria-busy={status === 'loading'}>
          {popupShown && showList ? (
            // Nothing while its code loads: the status line above already says what was found.
            <Suspense fallback={null}>
              <SearchResultGroups options={options} active={active} optionId={optionId} baseId={baseId} onFollow={finish} />
            </Suspense>
          ) : null}
        </div>
      </div>
    </div>
  );
}
