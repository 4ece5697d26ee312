/**
 * A home section's products in the content editor (issue 44, item 12). A product group section
 * shows a product group's or a manufacturer's first products (picked from the list: the section
 * keeps them and links to the group's page) or products the owner finds by name or code; a
 * gallery finds its products, a countdown its one product. The section's products are listed by
 * name, in order (chosen ones can be moved and removed), and the preview shows them as shoppers
 * will. A section without products is refused with this field marked (content-drafts.schema.ts).
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { SelectField } from "../../../../components/ui/SelectField";
import type { PickerProduct } from "../../../../contracts/content-picker.types";
import type { DraftSection } from "../../../../contracts/content-drafts.types";
import { SECTION_PRODUCTS_SHOWN } from "../../../../domain/catalogue/home.types";
import { format } from "../../../../i18n/format";
import { $problems, updateSectionData } from "../content-editor.store";
import type { ContentKey } from "../content.messages";
import { ItemActions } from "../ItemActions";
import { fieldProblem } from "../problems/draft-problems";
import { $collections, $known, askProducts, learnProducts } from "./products-picker";
import { ProductSearch } from "./ProductSearch";

type Texts = Record<ContentKey, string>;
const MODES = ["group", "manufacturer", "products"] as const;
type Mode = (typeof MODES)[number];

export function ProductsField({
  m,
  section,
  at,
  sources,
}: {
  m: Texts;
  section: DraftSection;
  /** The key of the section's data (`home.sections.<i>.data`). */
  at: string;
  /** A product group section: a group or manufacturer may be picked from the list. */
  sources: boolean;
}) {
  const problems = useStore($problems);
  const known = useStore($known);
  const collections = useStore($collections);
  const [failed, setFailed] = useState(false);
  const { data } = section;
  const group = sources ? data.group : undefined;
  const mode: Mode = !group ? "products" : group.isManufacturer ? "manufacturer" : "group";
  const ids = (mode === "products" ? data.products : group?.products) ?? [];
  const max = section.type === "product_counting_down" ? 1 : SECTION_PRODUCTS_SHOWN;
  const problem = fieldProblem(m, problems, `${at}.products`, section.type);
  const set = (patch: Partial<DraftSection["data"]>) => updateSectionData(section._id, patch);
  const idList = ids.join(",");
  useEffect(() => {
    if (idList) void learnProducts(idList.split(","));
  }, [idList]);

  const setMode = (next: Mode) => {
    if (next === "products") set({ group: undefined, products: ids.slice(0, max) });
    else set({ products: undefined, group: { isManufacturer: next === "manufacturer", url: {} } });
  };
  const pick = async (id: string) => {
    const picked = collections.find((c) => c.id === id && c.isManufacturer === (mode !== "group"));
    if (!picked) return set({ group: { isManufacturer: mode !== "group", url: {} } });
    const found = await askProducts(picked.isManufacturer ? { manufacturer: id } : { group: id });
    setFailed(found === null);
    if (!found) return undefined;
    const products = found.map((p) => p.id);
    const { isManufacturer, url } = picked;
    return set({ products: undefined, group: { id, isManufacturer, url, products } });
  };
  const add = (p: PickerProduct) =>
    set({ products: max === 1 ? [p.id] : [...ids, p.id].slice(0, max) });
  const name = (id: string) => {
    const p = known[id];
    return p ? `${p.name} (${p.code})` : `#${id}`;
  };

  return (
    <fieldset className="content-editor__group">
      <legend>{m["adminContent.field.products"]}</legend>
      {sources ? (
        <SelectField
          label={m["adminContent.products.source"]}
          value={mode}
          options={MODES.map((v) => ({ value: v, label: m[`adminContent.products.${v}`] }))}
          onChange={(e) => setMode(MODES.find((v) => v === e.currentTarget.value) ?? "products")}
        />
      ) : null}
      {mode === "products" ? (
        <ProductSearch
          m={m}
          chosen={ids}
          full={max > 1 && ids.length >= max}
          onAdd={add}
          error={problem.error}
          problemKey={problem["data-problem"]}
        />
      ) : (
        <SelectField
          label={m[`adminContent.products.${mode}`]}
          value={group?.id ?? ""}
          options={[
            { value: "", label: m["adminContent.products.choose"] },
            ...collections
              .filter((c) => c.isManufacturer === (mode === "manufacturer"))
              .map((c) => ({ value: c.id, label: c.name })),
          ]}
          hint={format(m["adminContent.products.fromGroup"], { max })}
          {...problem}
          onChange={(e) => void pick(e.currentTarget.value)}
        />
      )}
      {failed ? <p className="form-field__error">{m["adminContent.products.failed"]}</p> : null}
      <p className="muted">
        {ids.length > 0
          ? format(m["adminContent.products.inSection"], { n: ids.length, max })
          : m["adminContent.products.empty"]}
      </p>
      {ids.length > 0 ? (
        <ol className="content-editor__entries">
          {ids.map((id, i) => (
            <li key={id} className="content-editor__product">
              <span>
                {name(id)}
                {known[id]?.archived ? (
                  <span className="muted"> · {m["adminContent.products.archived"]}</span>
                ) : null}
              </span>
              {mode === "products" ? (
                <ItemActions
                  m={m}
                  list={ids}
                  index={i}
                  onChange={(next) => set({ products: next })}
                />
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </fieldset>
  );
}
