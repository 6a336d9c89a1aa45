// A loading placeholder that looks like antd's active Skeleton (a title bar and paragraph lines)
// without loading antd: detail pages show it while their data is on its way.
export function TextSkeleton({ rows = 3, title = true }: { rows?: number; title?: boolean }) {
  return (
    <div className="text-skeleton" aria-hidden="true">
      {title ? <div className="text-skeleton__title skeleton-box" /> : null}
      <ul className="text-skeleton__rows">
        {Array.from({ length: rows }, (_, i) => (
          <li key={i} className="skeleton-box" />
        ))}
      </ul>
    </div>
  );
}
