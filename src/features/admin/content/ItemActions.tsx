/**
 * The content editor's buttons for one item of a list (a slide, a menu entry): up, down and
 * remove, with room for more (`children`); and the list edits they make.
 */
import type { ReactNode } from "react";
import { Button } from "../../../components/ui/Button";
import type { ContentKey } from "./content.messages";

/** `list` with its item at `i` moved one place by `step` (unchanged at the ends). */
export function moveAt<T>(list: readonly T[], i: number, step: -1 | 1): T[] {
  const to = i + step;
  if (i < 0 || i >= list.length || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(i, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

export function ItemActions<T>({
  m,
  list,
  index,
  onChange,
  children,
}: {
  m: Record<ContentKey, string>;
  list: readonly T[];
  index: number;
  onChange: (list: T[]) => void;
  children?: ReactNode;
}) {
  return (
    <div className="content-editor__actions">
      <Button
        variant="secondary"
        size="sm"
        disabled={index === 0}
        onClick={() => onChange(moveAt(list, index, -1))}
      >
        {m["adminContent.up"]}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={index === list.length - 1}
        onClick={() => onChange(moveAt(list, index, 1))}
      >
        {m["adminContent.down"]}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => onChange(list.filter((_, j) => j !== index))}
      >
        {m["adminContent.remove"]}
      </Button>
      {children}
    </div>
  );
}
