/** One line of the bench's table: the issue 19 table's rows, measured. */
export interface BenchRow {
  measure: string;
  /** The figure as printed, raw figures of a ratio included. */
  figure: string;
  goal: string;
  /** Whether the figure meets the goal; null where the bench cannot tell (see `note`). */
  met: boolean | null;
  note?: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
export const formatBytes = (bytes: number) => `${kib(bytes)} (${bytes.toLocaleString('en')} B)`;
export const formatMs = (ms: number) => (ms >= 100 ? `${Math.round(ms).toLocaleString('en')} ms` : `${ms.toFixed(2)} ms`);
export const formatRatio = (ratio: number) => `${ratio.toFixed(2)}x`;

/** The table as text, columns aligned, for a terminal and for pasting into docs/performance.md. */
export function formatTable(rows: readonly BenchRow[]): string {
  const header = ['measure', 'figure', 'goal', 'met'];
  const lines = rows.map((row) => [row.measure, row.note ? `${row.figure} [${row.note}]` : row.figure, row.goal, row.met === null ? '-' : row.met ? 'yes' : 'no']);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const render = (cells: readonly string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(' | ')} |`;
  return [render(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...lines.map(render)].join('\n');
}
