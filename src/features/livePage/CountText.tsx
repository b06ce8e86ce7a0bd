import { effect, type ReadonlySignal } from '@preact/signals-react';
import { memo, useEffect, useRef } from 'react';
import { writeText } from '../events/writeText';

/**
 * A count on the live page (a filter choice's, a tab's) written into its text node the way
 * prices and clocks are (writeText): with 500 live events one ends or kicks off in nearly
 * every world step, and a changed count then costs one DOM write and no render (issue 19,
 * docs/performance.md). The component renders only when mounted or given another signal.
 */
export const CountText = memo(function CountText({ count, className }: { count: ReadonlySignal<number>; className: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => effect(() => writeText(ref.current, String(count.value))), [count]);
  return (
    <span ref={ref} className={className}>
      {count.peek()}
    </span>
  );
});
