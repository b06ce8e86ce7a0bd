import { Component, Fragment, type ErrorInfo, type ReactNode } from 'react';
import type { FailedRegion } from '../../store';
import { retryFailedLoads } from '../../ui/retryableLazy';
import { useRuntime } from '../runtime/RuntimeContext';
import { RegionFallback } from './RegionFallback';

export interface RegionBoundaryProps {
  region: FailedRegion;
  children: ReactNode;
  /**
   * When this changes, a failed region tries again by itself: a page boundary keyed by the
   * address lets the bettor navigate away from a broken page without pressing Retry.
   */
  resetKey?: unknown;
}

/**
 * Contains a render failure (or a chunk that did not load) to one region: a market, an
 * operator widget, the betslip, My Bets, a page, the header or the footer. The region shows
 * its notice with a Retry button (RegionFallback) and is reported once per failure (the
 * host's `sportsbook-error` event and the operator's metrics, store/failuresModel.ts); the
 * rest of the sportsbook keeps working, and since what the bettor has chosen lives in the
 * store, not in the failed components, Retry remounts the region with nothing lost.
 */
export function RegionBoundary({ region, children, resetKey }: RegionBoundaryProps) {
  const { store } = useRuntime();
  return (
    <FailureBoundary region={region} resetKey={resetKey} onFailure={(error) => store.failures.report(region, error)}>
      {children}
    </FailureBoundary>
  );
}

interface FailureBoundaryProps extends RegionBoundaryProps {
  onFailure(error: unknown): void;
}

interface FailureBoundaryState {
  failed: boolean;
  /** Bumped by Retry: the children are a new tree, so nothing of the failed one is kept. */
  attempt: number;
  resetKey: unknown;
}

/** React catches render errors only in a class with these two lifecycle methods. */
class FailureBoundary extends Component<FailureBoundaryProps, FailureBoundaryState> {
  override state: FailureBoundaryState = { failed: false, attempt: 0, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<FailureBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: FailureBoundaryProps, state: FailureBoundaryState): Partial<FailureBoundaryState> | null {
    if (Object.is(props.resetKey, state.resetKey)) return null;
    if (!state.failed) return { resetKey: props.resetKey };
    // Before the remount renders, so it asks for a failed chunk again. Idempotent, so a
    // second call (React may derive state twice) changes nothing.
    retryFailedLoads();
    return { failed: false, attempt: state.attempt + 1, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, _info: ErrorInfo): void {
    this.props.onFailure(error);
  }

  private readonly retry = () => {
    // A chunk that failed is asked for again by the remounted region.
    retryFailedLoads();
    this.setState((state) => ({ failed: false, attempt: state.attempt + 1 }));
  };

  override render() {
    if (this.state.failed) return <RegionFallback region={this.props.region} onRetry={this.retry} />;
    return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
  }
}
