import type { ComponentType } from 'react';
import type { LayoutItem } from '../../core';
import { SafeHtml } from '../../ui/SafeHtml';
import { RegionBoundary } from '../failures/RegionBoundary';
import { AdvertItem } from './AdvertItem';
import { useLoaded } from '../runtime/useLoaded';
import { useRuntime } from '../runtime/RuntimeContext';

export type LayoutItemRenderer = ComponentType<{ item: LayoutItem }>;

/** An operator HTML widget (GET /api/html_widgets/{id}), sanitised; nothing while loading or on failure. */
function HtmlWidgetItem({ item }: { item: LayoutItem }) {
  const { content } = useRuntime().store;
  const id = Number(item.id);
  const valid = Number.isInteger(id) && id > 0;
  const widget = useLoaded(valid ? () => content.htmlWidget(id) : null, `html-widget:${id}`);
  if (widget.status !== 'ready') return null;
  return <SafeHtml className="sb-layout-item sb-layout-item--html-widget" html={widget.data.content} />;
}

/**
 * How each layout item name is shown (spec 2: html_widget or advert). A name without a
 * renderer (a newer back office's item type) renders nothing rather than a placeholder
 * the bettor would see.
 */
export const LAYOUT_ITEM_RENDERERS: Readonly<Record<string, LayoutItemRenderer>> = {
  html_widget: HtmlWidgetItem,
  advert: AdvertItem,
};

/** A column's layout items, in the operator's order. */
export function LayoutItems({ items, className }: { items: readonly LayoutItem[]; className?: string }) {
  const shown = items.filter((item) => Object.hasOwn(LAYOUT_ITEM_RENDERERS, item.name));
  if (shown.length === 0) return null;
  return (
    <div className={className ? `sb-layout-items ${className}` : 'sb-layout-items'}>
      {shown.map((item) => {
        const Renderer = LAYOUT_ITEM_RENDERERS[item.name] as LayoutItemRenderer;
        // Each widget or advert alone: one that breaks shows its notice, the others stay.
        return (
          <RegionBoundary key={`${item.name}:${item.id}`} region="operator-content">
            <Renderer item={item} />
          </RegionBoundary>
        );
      })}
    </div>
  );
}
