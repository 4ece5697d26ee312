/**
 * Header search (spec 1 §2, §5, §9): a GET form to the results page (works
 * without JavaScript), enhanced on first interaction (the island hydrates on
 * `client:interaction`, so none of this loads before) into a predictive search
 * as Shopify Dawn's: from 3 characters, debounced 500 ms, a newer query
 * aborting the previous request, it lists products with their thumbnail and
 * price, then matching categories and content pages. The field is a WAI-ARIA
 * combobox over that listbox: ArrowDown/ArrowUp (Home/End) move the active
 * option (`aria-activedescendant`), Enter opens it (else submits the form),
 * Escape closes the list, then clears the field. Fewer characters show the
 * short-query hint; states are announced through one `role="status"` line.
 */
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { Button } from "../../../components/ui/Button";
import type { SearchHit, SearchLinkView } from "../../../contracts/search.types";
import { normaliseSearchText } from "../../../domain/catalogue/search-text";
import { apiGet, latest, SUPERSEDED } from "../../shared/api-client";
import { moveActive, optionIds } from "./search-options";
import { SearchResults, type Found } from "./SearchResults";
import { serverPure } from "../../shared/server-pure";

type Keys =
  | "header.search"
  | "header.searchPlaceholder"
  | "header.searchSubmit"
  | "search.tooShort"
  | "search.noResults"
  | "search.loading"
  | "search.overlay"
  | "search.categories"
  | "search.products"
  | "search.pages"
  | "search.searchFor"
  | "search.found"
  | "price.from";

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;

export interface SearchOverlayProps {
  action: string;
  lang: string;
  initial: string;
  /** Localized `/p/` prefix for product links, e.g. `/en/p/`. */
  productPrefix: string;
  /** Localized root for category and page links (path prefix of the language), e.g. `/en`. */
  langPrefix: string;
  messages: Record<Keys, string>;
}

type State =
  { kind: "idle" } | { kind: "short" } | { kind: "loading" } | { kind: "done"; found: Found };

interface SearchAnswer {
  hits?: SearchHit[];
  categories?: SearchLinkView[];
  pages?: SearchLinkView[];
}

/** The one line announced: the short-query hint, loading, nothing found or how many were. */
function statusText(state: State, count: number, m: Record<Keys, string>): string {
  if (state.kind === "short") return m["search.tooShort"];
  if (state.kind === "loading") return m["search.loading"];
  if (state.kind === "idle") return "";
  return count === 0 ? m["search.noResults"] : m["search.found"].replace("{count}", String(count));
}

export default function SearchOverlay(props: SearchOverlayProps) {
  const m = props.messages;
  const [query, setQuery] = useState(() => normaliseSearchText(props.initial));
  const [state, setState] = useState<State>({ kind: "idle" });
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [searches] = useState(latest);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId().replace(/:/g, "");

  useEffect(
    () => () => {
      clearTimeout(timer.current ?? undefined);
      searches.cancel();
    },
    [searches],
  );

  const run = async (text: string) => {
    setState({ kind: "loading" });
    const answer = await searches.run((signal) =>
      apiGet<SearchAnswer | null>("/api/public/search", {
        query: { lang: props.lang, query: text },
        signal,
      }),
    );
    if (answer === SUPERSEDED) return;
    const body = (answer.ok ? answer.data : null) ?? {};
    setActive(-1);
    setState({
      kind: "done",
      found: {
        products: (body.hits ?? []).slice(0, 6),
        categories: (body.categories ?? []).slice(0, 4),
        pages: (body.pages ?? []).slice(0, 3),
      },
    });
  };

  const onChange = (text: string) => {
    setQuery(text);
    setOpen(true);
    setActive(-1);
    clearTimeout(timer.current ?? undefined);
    const trimmed = text.trim();
    if (trimmed.length === 0) {
      searches.cancel();
      setState({ kind: "idle" });
    } else if (trimmed.length < SEARCH_MIN_LENGTH) {
      searches.cancel();
      setState({ kind: "short" });
    } else {
      timer.current = setTimeout(() => void run(trimmed), SEARCH_DEBOUNCE_MS);
    }
  };

  const allHref = `${props.action}?${new URLSearchParams({ query: query.trim() }).toString()}`;
  const found = state.kind === "done" ? state.found : null;
  const { ids, order } = optionIds(listId, found);
  const count = order.length - 1;
  const listed = open && found !== null;
  const activeId = listed && active >= 0 ? (order[active] ?? null) : null;
  const status = statusText(state, count, m);

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: "nearest" });
  }, [activeId]);

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Escape") {
      if (open && state.kind !== "idle") setOpen(false);
      else onChange("");
      setActive(-1);
      e.preventDefault();
    } else if ((e.key === "ArrowDown" || e.key === "ArrowUp") && found) {
      e.preventDefault();
      const key = e.key;
      if (open) setActive((a) => moveActive(a, order.length, key));
      else setOpen(true);
    } else if (e.key === "Enter" && activeId) {
      e.preventDefault();
      const target = document.getElementById(activeId);
      if (target instanceof HTMLAnchorElement) window.location.assign(target.href);
    }
  };

  return (
    <form className="search" role="search" method="get" action={props.action}>
      <label className="visually-hidden" htmlFor="header-search">
        {m["header.search"]}
      </label>
      <input
        id="header-search"
        className="field"
        type="search"
        name="query"
        role="combobox"
        value={query}
        placeholder={m["header.searchPlaceholder"]}
        autoComplete="off"
        maxLength={200}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listId}
        aria-activedescendant={activeId ?? undefined}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setOpen(true)}
        onKeyDown={onKeyDown}
      />
      <Button type="submit" variant="secondary">
        {m["header.searchSubmit"]}
      </Button>
      <div className="search__overlay" hidden={!open || state.kind === "idle"}>
        <p role="status" className={found && count > 0 ? "visually-hidden" : "search__status"}>
          {status}
        </p>
        <SearchResults
          id={listId}
          label={m["search.overlay"]}
          found={found ?? { products: [], categories: [], pages: [] }}
          hidden={!listed}
          ids={ids}
          active={activeId}
          productHref={(hit) => `${props.productPrefix}${hit.url}`}
          linkHref={(link) => `${props.langPrefix}${link.url}`}
          allHref={allHref}
          titles={{
            products: m["search.products"],
            categories: m["search.categories"],
            pages: m["search.pages"],
            all: m["search.searchFor"].replace("{query}", query.trim()),
            from: m["price.from"],
          }}
          onHover={(id) => setActive(order.indexOf(id))}
        />
      </div>
    </form>
  );
}

// Its server HTML depends on its props alone (see serverPure).
serverPure(SearchOverlay);
