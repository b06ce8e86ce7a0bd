import { offerEarlyAnswer } from '../../src/store/operatorCallUrl';
import { isAbsentCallStatus, pageLiveExtensionMemory } from '../../src/store/liveExtension';
import type { ApiSnapshot } from './prepaintLive';

type Memory = ReturnType<typeof pageLiveExtensionMemory>;

/**
 * The live events the feed starts from, asked as the runtime's live model asks: the
 * extension's snapshot, or, at an operator without it (a 404, remembered for the session with
 * the runtime, src/api/liveExtensionMemory.ts), the spec's live page, which is then the
 * feed's first round (docs/client.md "Live prices without the push stream"). The snapshot's
 * verdict is registered before it is read, so a runtime that starts meanwhile waits for it
 * and never asks the absent call again. Each answer is offered to the runtime's client.
 */
export async function prepaintLiveEvents(snapshotUrl: string, livePageUrl: string, fetcher: typeof fetch, memory: Memory = pageLiveExtensionMemory()): Promise<ApiSnapshot> {
  const init: RequestInit = { headers: { accept: 'application/json' }, credentials: 'omit' };
  if (!memory.absent()) {
    const verdict = offerEarlyAnswer(snapshotUrl, fetcher(snapshotUrl, init)).then((answer) => {
      if (isAbsentCallStatus(answer.status)) memory.markAbsent();
      return answer;
    });
    memory.checking(verdict);
    const answer = await verdict;
    if (answer.ok) return (await answer.json()) as ApiSnapshot;
    if (!memory.absent()) throw new Error(`${answer.status} from ${snapshotUrl}`);
  }
  const page = await offerEarlyAnswer(livePageUrl, fetcher(livePageUrl, init));
  if (!page.ok) throw new Error(`${page.status} from ${livePageUrl}`);
  const { sports } = (await page.json()) as { sports: { events: ApiSnapshot['events'] }[] };
  return { events: sports.flatMap((sport) => sport.events) };
}
