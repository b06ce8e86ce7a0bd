/** What the home page needs to know of an event to pick it. */
export interface HighlightCandidate {
  id: string;
  sportCode: string;
  outright?: boolean;
  isFinished?: boolean;
}

/**
 * The home page's "Live now": up to `limit` live events spread across sports, shown
 * grouped by sport in the operator's order. Slots are dealt one per sport in turn, so a
 * busy football evening cannot push tennis and cricket off the page; within a sport the
 * events keep the order given (the feed's, soonest start first). Sports missing from
 * `sportOrder` follow, in the order they first appear.
 */
export function liveHighlights(events: readonly HighlightCandidate[], sportOrder: readonly string[], limit: number): string[] {
  const bySport = new Map<string, string[]>();
  for (const event of events) {
    if (event.isFinished) continue;
    const list = bySport.get(event.sportCode) ?? [];
    list.push(event.id);
    bySport.set(event.sportCode, list);
  }
  const rank = (code: string) => {
    const index = sportOrder.indexOf(code);
    return index === -1 ? sportOrder.length : index;
  };
  // Map keeps first appearance; the stable sort puts the operator's sports first.
  const sports = [...bySport.keys()].sort((a, b) => rank(a) - rank(b));
  const taken = new Map<string, number>(sports.map((code) => [code, 0]));
  let total = 0;
  for (let round = 0; total < limit; round += 1) {
    let dealt = false;
    for (const code of sports) {
      if (total >= limit) break;
      if ((bySport.get(code)?.length ?? 0) > round) {
        taken.set(code, round + 1);
        total += 1;
        dealt = true;
      }
    }
    if (!dealt) break;
  }
  return sports.flatMap((code) => (bySport.get(code) ?? []).slice(0, taken.get(code) ?? 0));
}

/** The home page's "Upcoming": the first `limit` fixtures as given (soonest first), outrights and finished events left out. */
export function upcomingHighlights(events: readonly HighlightCandidate[], limit: number): string[] {
  return events.filter((event) => !event.outright && !event.isFinished).slice(0, limit).map((event) => event.id);
}
