/**
 * Placeholders that keep the space of what is loading (feedback.css): `lines`
 * text lines, or one block of the given height. Hidden from assistive
 * technology; the region that loads carries aria-busy.
 */
export function Skeleton({ lines, height }: { lines?: number; height?: number }) {
  if (height !== undefined)
    return <span className="skeleton" style={{ height }} aria-hidden="true" />;
  return (
    <span aria-hidden="true">
      {Array.from({ length: lines ?? 1 }, (_, i) => (
        <span key={i} className="skeleton skeleton--line" style={{ width: `${90 - i * 15}%` }} />
      ))}
    </span>
  );
}
