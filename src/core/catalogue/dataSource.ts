/** Spec 1: the data source follows from the feed code's prefix: BU is one odds provider, RS another. */
export type DataSource = 'BU' | 'RS';

export function dataSourceOf(feedCode: string | null | undefined): DataSource | null {
  const prefix = feedCode?.trim().slice(0, 2).toUpperCase();
  return prefix === 'BU' || prefix === 'RS' ? prefix : null;
}
