/** What a placeholder stands for: event cards (a list page, a home section), cards with a picture (promotions) or rows (account pages, menus). */
export type SkeletonShape = 'event-cards' | 'media-cards' | 'rows';

export interface SkeletonProps {
  /** What loads, for assistive technology ("Loading events…"): the placeholder's only text. */
  label: string;
  shape: SkeletonShape;
  /** How many cards or rows: about what the content will show, so nothing jumps when it arrives. */
  count?: number;
  /** The layout of what loads (its grid's class), so the placeholders sit where the content will. */
  className?: string;
}

/** One card or row of the skeleton, drawn in the shape of what it stands for. */
function SkeletonItem({ shape }: { shape: SkeletonShape }) {
  if (shape === 'event-cards') {
    return (
      <div className="sb-skeleton__card" aria-hidden="true">
        <span className="sb-skeleton-block sb-skeleton__meta" />
        <span className="sb-skeleton-block sb-skeleton__title" />
        <span className="sb-skeleton-block sb-skeleton__title sb-skeleton__title--second" />
        <span className="sb-skeleton__prices">
          <span className="sb-skeleton-block sb-skeleton__price" />
          <span className="sb-skeleton-block sb-skeleton__price" />
          <span className="sb-skeleton-block sb-skeleton__price" />
        </span>
      </div>
    );
  }
  if (shape === 'media-cards') {
    return (
      <div className="sb-skeleton__media-card" aria-hidden="true">
        <span className="sb-skeleton-block sb-skeleton__media" />
        <span className="sb-skeleton__media-body">
          <span className="sb-skeleton-block sb-skeleton__heading" />
          <span className="sb-skeleton-block sb-skeleton__line sb-skeleton__line--full" />
          <span className="sb-skeleton-block sb-skeleton__line sb-skeleton__line--half" />
        </span>
      </div>
    );
  }
  return (
    <div className="sb-skeleton__row" aria-hidden="true">
      <span className="sb-skeleton-block sb-skeleton__line" />
      <span className="sb-skeleton-block sb-skeleton__line sb-skeleton__line--short" />
    </div>
  );
}

/**
 * The shape of what is loading instead of a spinner or a line of text (issue 23): blocks
 * where the cards or rows will be, so the page keeps its layout when they arrive. One status
 * says what is happening; the blocks are hidden from assistive technology.
 */
export function Skeleton({ label, shape, count = DEFAULT_COUNT[shape], className }: SkeletonProps) {
  return (
    <div className={`sb-skeleton sb-skeleton--${shape}${className ? ` ${className}` : ''}`} role="status" aria-busy="true">
      <span className="sb-visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <SkeletonItem key={index} shape={shape} />
      ))}
    </div>
  );
}

const DEFAULT_COUNT: Record<SkeletonShape, number> = { 'event-cards': 4, 'media-cards': 3, rows: 5 };
