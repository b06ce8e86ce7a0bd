/**
 * A column header that shows a short name (S1, Q3, OT) and says the full one (Set 1,
 * Quarter 3, Overtime 1) to screen readers, with the full one as its tooltip.
 */
export function ColumnHeader({ short, full, current = false, currentText, className }: { short: string; full: string; current?: boolean; currentText?: string; className?: string }) {
  return (
    <th scope="col" className={[className, current ? 'sb-event-board__current' : undefined].filter(Boolean).join(' ') || undefined} title={full} aria-current={current ? 'true' : undefined}>
      <span aria-hidden="true">{short}</span>
      <span className="sb-visually-hidden">
        {full}
        {current && currentText ? `, ${currentText}` : ''}
      </span>
    </th>
  );
}
