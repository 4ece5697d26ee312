/**
 * Finding products for a home section in the content editor (issue 44, item 12): a search by
 * name or code (asked from the back office 300 ms after the owner stops typing), the products
 * found with an "Add" button each, and a status that says how many were found.
 */
import { useEffect, useState } from "react";
import { Button } from "../../../../components/ui/Button";
import { TextField } from "../../../../components/ui/TextField";
import type { PickerProduct } from "../../../../contracts/content-picker.types";
import { format } from "../../../../i18n/format";
import type { ContentKey } from "../content.messages";
import { askProducts } from "./products-picker";

const ASK_AFTER_MS = 300;

type Found =
  { state: "short" | "loading" | "failed" } | { state: "done"; products: PickerProduct[] };

export function ProductSearch({
  m,
  chosen,
  full,
  onAdd,
  error,
  problemKey,
}: {
  m: Record<ContentKey, string>;
  chosen: readonly string[];
  /** No more products fit (a countdown's one is replaced instead). */
  full: boolean;
  onAdd: (product: PickerProduct) => void;
  error: string | undefined;
  problemKey: string;
}) {
  const [text, setText] = useState("");
  const [found, setFound] = useState<Found>({ state: "short" });
  useEffect(() => {
    const q = text.trim();
    if (q.length < 2) {
      setFound({ state: "short" });
      return undefined;
    }
    let live = true;
    setFound({ state: "loading" });
    const timer = setTimeout(() => {
      void askProducts({ q }).then((products) => {
        if (live) setFound(products ? { state: "done", products } : { state: "failed" });
      });
    }, ASK_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  const status =
    found.state === "done"
      ? found.products.length > 0
        ? format(m["adminContent.products.found"], { n: found.products.length })
        : m["adminContent.products.none"]
      : m[`adminContent.products.${found.state}`];
  return (
    <div className="content-editor__search">
      <TextField
        type="search"
        label={m["adminContent.products.search"]}
        value={text}
        autoComplete="off"
        error={error}
        data-problem={problemKey}
        onChange={(e) => setText(e.currentTarget.value)}
      />
      <p role="status" className="muted">
        {status}
      </p>
      {found.state === "done" && found.products.length > 0 ? (
        <ul className="content-editor__found">
          {found.products.map((p) => (
            <li key={p.id} className="content-editor__product">
              <span>
                {p.name} <span className="muted">({p.code})</span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                disabled={chosen.includes(p.id) || full}
                aria-label={format(m["adminContent.products.add"], { name: p.name })}
                onClick={() => onAdd(p)}
              >
                {m["adminContent.products.addShort"]}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
