/** Shown while a feature's code loads; announced politely to screen readers. */
export function LoadingIndicator({ label }: { label: string }) {
  return (
    <div className="sb-loading" role="status" aria-live="polite">
      {label}
    </div>
  );
}
