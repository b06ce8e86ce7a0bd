import { useEffect } from 'react';

/**
 * Writes a widget's attribute problem to the console once per distinct message: a host
 * developer sees what to fix, and a re-render with the same bad value does not repeat it.
 * An effect, so a render React throws away reports nothing.
 */
export function useReportedProblem(problem: string | null): void {
  useEffect(() => {
    if (problem !== null) console.error(problem);
  }, [problem]);
}
