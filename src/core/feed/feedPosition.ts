/**
 * Where a value stands in the operator's live feed: the feed's epoch (one per start of
 * the operator's feed server: its change count restarts from 0 with a new epoch) and the
 * change cursor within it. Written `epoch:cursor` everywhere it travels (SSE ids, REST
 * answers' `feedOrder`), so one parser reads them all (docs/api.md "Live feed").
 */
export interface FeedPosition {
  /** Opaque id of one run of the operator's feed; '' when the operator sends none. */
  epoch: string;
  cursor: number;
}

export function formatFeedPosition({ epoch, cursor }: FeedPosition): string {
  return epoch === '' ? String(cursor) : `${epoch}:${cursor}`;
}

/**
 * `epoch:cursor`, or a bare cursor (an operator without epochs: epoch ''). The epoch may
 * itself hold colons; the cursor is what follows the last one. Anything else is null.
 */
export function parseFeedPosition(text: string | null | undefined): FeedPosition | null {
  if (typeof text !== 'string' || text === '') return null;
  const split = text.lastIndexOf(':');
  const epoch = split < 0 ? '' : text.slice(0, split);
  const digits = split < 0 ? text : text.slice(split + 1);
  if (!/^\d+$/.test(digits)) return null;
  const cursor = Number(digits);
  return Number.isSafeInteger(cursor) ? { epoch, cursor } : null;
}
