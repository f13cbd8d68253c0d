/** A light loading skeleton (plain CSS: it ships in the entry chunk). */
export function PageSkeleton({ rows = 4 }: { rows?: number }) {
  return (
    <div className="skeleton" aria-busy="true" data-testid="skeleton">
      <div className="skeleton-title" />
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton-line" />
      ))}
    </div>
  );
}
