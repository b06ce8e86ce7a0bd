import { useSignals } from '@preact/signals-react/runtime';
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CORE_CONSTANTS, groupSubHeaderLinks, isRightHandLink, promotionsAddress, promotionsLink, type SubmenuLink } from '../../core';
import { MenuButton, menuItemProps } from '../../ui/MenuButton';
import { AppLink } from '../routing/AppLink';
import { useAppLocation } from '../routing/useAppLocation';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';
import { fittingLinks } from './fittingLinks';
import { useHeaderSettings } from './useHeaderSettings';

/** Space between links, the same as the CSS gap of .sb-subheader__group and the row. */
const GAP_PX = 4;

/**
 * The desktop sub-header (spec 2), 46 px high: the links of the submenu `subheader_id`,
 * Promotions, VIP, Services, Store Locator and Chat on the right, the others on the
 * left, and those that do not fit under More. How many fit is measured (a hidden copy of
 * every link gives the widths, a ResizeObserver the row's width); `fitCount` overrides
 * the measurement.
 */
export function SubHeader({ fitCount }: { fitCount?: number | undefined }) {
  useSignals();
  const { store } = useRuntime();
  const id = useHeaderSettings().subheaderId;
  const loaded = useLoaded(id === null ? null : () => store.content.submenu(id), String(id));
  if (id === null) return null;
  // While the operator's links load, the row keeps its place: it would otherwise push the
  // whole page down by its height when they arrive (a layout shift on every first visit).
  if (loaded.status === 'loading') return <div className="sb-subheader sb-subheader--loading" aria-hidden="true" style={{ height: `${CORE_CONSTANTS.subHeaderHeightPx}px` }} />;
  if (loaded.status !== 'ready' || loaded.data.links.length === 0) return null;
  return <SubHeaderLinks links={loaded.data.links} promotions={promotionsAddress(store.settings.raw.value)} fitCount={fitCount} />;
}

/** The submenu's links to /promotions sent to the configured promotions address (core promotionsLink). */
function withPromotionsAddress(links: readonly SubmenuLink[], address: string): readonly SubmenuLink[] {
  return links.map((entry) => {
    const url = promotionsLink(entry.url, address);
    return url === entry.url ? entry : { ...entry, url };
  });
}

function SubHeaderLinks({ links: operatorLinks, promotions, fitCount }: { links: readonly SubmenuLink[]; promotions: string; fitCount: number | undefined }) {
  const links = useMemo(() => withPromotionsAddress(operatorLinks, promotions), [operatorLinks, promotions]);
  const { t } = useTranslation('header');
  const { path, link } = useAppLocation();
  const row = useRef<HTMLElement>(null);
  const measure = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState(links.length);

  useLayoutEffect(() => {
    const element = row.current;
    const copies = measure.current;
    if (!element || !copies || typeof ResizeObserver === 'undefined') return;
    // Widths in the order core keeps links: the right-hand group first.
    const ordered = [...links.filter(isRightHandLink), ...links.filter((entry) => !isRightHandLink(entry))];
    const update = () => {
      const widthOf = (key: string) => copies.querySelector(`[data-measure="${key}"]`)?.getBoundingClientRect().width ?? 0;
      setMeasured(fittingLinks(ordered.map((entry) => widthOf(String(entry.id))), element.clientWidth, widthOf('more'), GAP_PX));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => observer.disconnect();
  }, [links]);

  const groups = groupSubHeaderLinks(links, fitCount ?? measured);
  const item = (entry: SubmenuLink) => (
    <li key={entry.id}>
      <AppLink className="sb-subheader__link" href={entry.url} aria-current={link(entry.url) === path ? 'page' : undefined}>
        {entry.name}
      </AppLink>
    </li>
  );
  return (
    <nav ref={row} className="sb-subheader" aria-label={t('subheader.label')} style={{ height: `${CORE_CONSTANTS.subHeaderHeightPx}px` }}>
      <ul className="sb-subheader__group">{groups.left.map(item)}</ul>
      <ul className="sb-subheader__group sb-subheader__group--right">
        {groups.right.map(item)}
        {groups.more.length > 0 ? (
          <li>
            <MenuButton align="end" buttonClassName="sb-subheader__link sb-subheader__more" label={t('subheader.more')}>
              {groups.more.map((entry) => (
                <AppLink key={entry.id} {...menuItemProps} href={entry.url}>
                  {entry.name}
                </AppLink>
              ))}
            </MenuButton>
          </li>
        ) : null}
      </ul>
      <div ref={measure} className="sb-subheader__measure" aria-hidden="true">
        {links.map((entry) => (
          <span key={entry.id} className="sb-subheader__link" data-measure={entry.id}>
            {entry.name}
          </span>
        ))}
        <span className="sb-subheader__link" data-measure="more">
          {t('subheader.more')}
        </span>
      </div>
    </nav>
  );
}
