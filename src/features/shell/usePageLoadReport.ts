import { useEffect } from 'react';
import type { PageLoadReport } from '../../store';
import { onOddsPainted } from '../../ui/firstOddsShown';

/**
 * Tells the operator's metrics when the page's first odds were painted (store/pageLoadReport.ts),
 * in ms since the page's navigation started (performance.now()). A page without odds sends nothing.
 */
export function usePageLoadReport(report: PageLoadReport): void {
  useEffect(() => onOddsPainted(() => report.firstOddsPainted(performance.now())), [report]);
}
