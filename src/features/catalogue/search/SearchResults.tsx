/**
 * The predictive search's listbox (spec 1 §2, WAI-ARIA combobox pattern, as
 * Shopify Dawn's): product options with their thumbnail, name and price,
 * then the matching categories and content pages, each group labelled, and a
 * last "search for …" option that opens the results page. Options are links
 * carrying `role="option"` (no control nested inside an option), in labelled groups; the active
 * one is the field's `aria-activedescendant`, highlighted and scrolled into view.
 */
import type { SearchHit, SearchLinkView } from "../../../contracts/search.types";
import { cx } from "../../../components/ui/class-names";

export interface Found {
  products: SearchHit[];
  categories: SearchLinkView[];
  pages: SearchLinkView[];
}

interface Props {
  id: string;
  label: string;
  found: Found;
  hidden: boolean;
  /** Option ids in walking order, by kind. */
  ids: { products: string[]; categories: string[]; pages: string[]; all: string };
  active: string | null;
  productHref: (hit: SearchHit) => string;
  linkHref: (link: SearchLinkView) => string;
  allHref: string;
  titles: { products: string; categories: string; pages: string; all: string; from: string };
  onHover: (id: string) => void;
}

function Group(props: { id: string; title: string; children: React.ReactNode; wide?: boolean }) {
  return (
    <div
      className={cx("psearch__group", props.wide && "psearch__group--products")}
      role="group"
      aria-labelledby={`${props.id}-h`}
    >
      <span className="psearch__heading" id={`${props.id}-h`}>
        {props.title}
      </span>
      {props.children}
    </div>
  );
}

export function SearchResults(p: Props) {
  const option = (id: string) => ({
    id,
    role: "option",
    "aria-selected": p.active === id,
    tabIndex: -1,
    onMouseEnter: () => p.onHover(id),
  });
  const { products, categories, pages } = p.found;
  return (
    <div id={p.id} className="psearch" role="listbox" aria-label={p.label} hidden={p.hidden}>
      <div
        className={cx(
          "psearch__columns",
          products.length > 0 && categories.length + pages.length > 0 && "psearch__columns--split",
        )}
      >
        {products.length > 0 && (
          <Group id={`${p.id}-p`} title={p.titles.products} wide>
            {products.map((hit, i) => (
              <a
                key={hit._id}
                {...option(p.ids.products[i] ?? "")}
                className="psearch__product"
                href={p.productHref(hit)}
              >
                <span className="psearch__thumb" aria-hidden="true">
                  {hit.image ? <img src={hit.image} alt="" width={56} height={56} /> : null}
                </span>
                <span className="psearch__text">
                  <span className="psearch__name">{hit.name}</span>
                  {hit.priceText ? (
                    <span className="psearch__price">
                      {hit.from ? `${p.titles.from} ` : ""}
                      {hit.previousText ? <s className="muted">{hit.previousText}</s> : null}{" "}
                      <span className={cx(hit.previousText && "psearch__sale")}>
                        {hit.priceText}
                      </span>
                    </span>
                  ) : null}
                </span>
              </a>
            ))}
          </Group>
        )}
        {(categories.length > 0 || pages.length > 0) && (
          <div className="psearch__side">
            {categories.length > 0 && (
              <Group id={`${p.id}-c`} title={p.titles.categories}>
                {categories.map((c, i) => (
                  <a key={c._id} {...option(p.ids.categories[i] ?? "")} href={p.linkHref(c)}>
                    {c.name}
                  </a>
                ))}
              </Group>
            )}
            {pages.length > 0 && (
              <Group id={`${p.id}-s`} title={p.titles.pages}>
                {pages.map((c, i) => (
                  <a key={c._id} {...option(p.ids.pages[i] ?? "")} href={p.linkHref(c)}>
                    {c.name}
                  </a>
                ))}
              </Group>
            )}
          </div>
        )}
      </div>
      <a {...option(p.ids.all)} className="psearch__all" href={p.allHref}>
        {p.titles.all}
      </a>
    </div>
  );
}
