import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarketTab, MarketTabContent } from '../../core';

export interface MarketTabListProps {
  tabs: readonly MarketTabContent<unknown>[];
  active: MarketTab;
  onChoose: (tab: MarketTab) => void;
  /** Id prefix of the tabs; the panel is `${idBase}-panel`. */
  idBase: string;
}

export const tabIdOf = (idBase: string, tab: MarketTab): string => `${idBase}-tab-${tab}`;

/**
 * The event page's market tabs: an ARIA tablist (one tab in the tab order, arrows, Home and
 * End move and choose, as the WAI-ARIA tabs pattern with automatic activation). The row
 * scrolls sideways on a phone, inside itself, and keeps the chosen tab in view.
 */
export function MarketTabList({ tabs, active, onChoose, idBase }: MarketTabListProps) {
  const { t } = useTranslation('eventPage');
  const listRef = useRef<HTMLDivElement>(null);
  const buttons = useRef(new Map<MarketTab, HTMLButtonElement>());

  const bringIntoView = (tab: MarketTab) => {
    const list = listRef.current;
    const button = buttons.current.get(tab);
    if (!list || !button) return;
    button.focus();
    // Scroll the row only (scrollIntoView could scroll the page too).
    const left = button.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollLeft = Math.max(0, left - 8);
    else if (left + button.offsetWidth > list.scrollLeft + list.clientWidth) list.scrollLeft = left + button.offsetWidth - list.clientWidth + 8;
  };

  // The chosen tab can go while it is shown (its markets all closed): the page shows the
  // first tab instead. Focus that was on the tab or in its panel went with them, to the
  // page's body; it moves to the tab now shown, so a keyboard bettor keeps their place.
  const shown = useRef(active);
  useLayoutEffect(() => {
    const previous = shown.current;
    shown.current = active;
    if (previous === active || tabs.some((content) => content.tab === previous)) return;
    const list = listRef.current;
    if (!list) return;
    const focused = (list.getRootNode() as Document | ShadowRoot).activeElement;
    if (focused === null || focused === list.ownerDocument.body) buttons.current.get(active)?.focus();
  }, [active, tabs]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((content) => content.tab === active);
    const last = tabs.length - 1;
    const next = event.key === 'ArrowRight' ? (index + 1) % tabs.length : event.key === 'ArrowLeft' ? (index - 1 + tabs.length) % tabs.length : event.key === 'Home' ? 0 : event.key === 'End' ? last : null;
    const tab = next === null ? undefined : tabs[next]?.tab;
    if (tab === undefined) return;
    event.preventDefault();
    onChoose(tab);
    bringIntoView(tab);
  };

  return (
    <div ref={listRef} className="sb-market-tabs" role="tablist" aria-label={t('tabs.label')} onKeyDown={onKeyDown}>
      {tabs.map(({ tab, markets }) => (
        <button
          key={tab}
          ref={(button) => {
            if (button) buttons.current.set(tab, button);
            else buttons.current.delete(tab);
          }}
          id={tabIdOf(idBase, tab)}
          type="button"
          role="tab"
          className="sb-market-tabs__tab"
          aria-selected={tab === active}
          aria-controls={`${idBase}-panel`}
          tabIndex={tab === active ? 0 : -1}
          onClick={() => onChoose(tab)}
        >
          {t(`tabs.${tab}`)} <span className="sb-market-tabs__count">{markets.length}</span>
        </button>
      ))}
    </div>
  );
}
