/**
 * Header search (spec 1 §2, §5, §9): a GET form to the results page (works
 * without JavaScript), enhanced on first interaction with live results from
 * 3 characters, debounced 500 ms; a newer query aborts the previous request;
 * fewer characters show the short-query hint. The input keeps its native
 * `searchbox` role, which does not allow `aria-expanded` (axe
 * aria-allowed-attr); the results region it controls is shown or hidden and
 * announces its state through `role="status"` messages.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/ui/Button";
import { normaliseSearchText } from "../../domain/catalogue/search-text";
import { apiGet, latest, SUPERSEDED } from "../shared/api-client";

type Keys =
  | "header.search"
  | "header.searchPlaceholder"
  | "header.searchSubmit"
  | "search.tooShort"
  | "search.noResults"
  | "search.loading"
  | "search.showAll"
  | "search.overlay"
  | "search.categories";

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;
const SHOWN = 8;

interface Hit {
  id: string;
  name: string;
  href: string;
}

export interface SearchOverlayProps {
  action: string;
  lang: string;
  initial: string;
  /** Localized `/p/` prefix for product links, e.g. `/en/p/`. */
  productPrefix: string;
  /** Localized root for category links (path prefix of the language), e.g. `/en`. */
  langPrefix: string;
  messages: Record<Keys, string>;
}

type State =
  | { kind: "idle" }
  | { kind: "short" }
  | { kind: "loading" }
  | { kind: "done"; products: Hit[]; categories: Hit[] };

interface SearchAnswer {
  products?: { _id: string; name: Record<string, string>; url: Record<string, string> }[];
  categories?: { _id: string; name: string; url: string }[];
}

export default function SearchOverlay(props: SearchOverlayProps) {
  const m = props.messages;
  const [query, setQuery] = useState(() => normaliseSearchText(props.initial));
  const [state, setState] = useState<State>({ kind: "idle" });
  const [open, setOpen] = useState(false);
  const [searches] = useState(latest);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listId = useId();

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
    setState({
      kind: "done",
      products: (body.products ?? []).slice(0, SHOWN).map((p) => ({
        id: p._id,
        name: p.name[props.lang] ?? "",
        href: `${props.productPrefix}${p.url[props.lang] ?? ""}`,
      })),
      categories: (body.categories ?? []).slice(0, 4).map((c) => ({
        id: c._id,
        name: c.name,
        href: `${props.langPrefix}${c.url}`,
      })),
    });
  };

  const onChange = (text: string) => {
    setQuery(text);
    setOpen(true);
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

  const showAll = `${props.action}?${new URLSearchParams({ query: query.trim() }).toString()}`;
  const visible = open && state.kind !== "idle";

  return (
    <form
      className="search"
      role="search"
      method="get"
      action={props.action}
      onKeyDown={(e) => {
        if (e.key === "Escape") setOpen(false);
      }}
    >
      <label className="visually-hidden" htmlFor="header-search">
        {m["header.search"]}
      </label>
      <input
        id="header-search"
        className="field"
        type="search"
        name="query"
        value={query}
        placeholder={m["header.searchPlaceholder"]}
        autoComplete="off"
        maxLength={200}
        aria-controls={listId}
        onChange={(e) => onChange(e.target.value)}
        onFocus={() => setOpen(true)}
      />
      <Button type="submit">{m["header.searchSubmit"]}</Button>
      <div
        id={listId}
        className="search__overlay"
        role="region"
        aria-label={m["search.overlay"]}
        hidden={!visible}
      >
        {state.kind === "short" && <p role="status">{m["search.tooShort"]}</p>}
        {state.kind === "loading" && <p role="status">{m["search.loading"]}</p>}
        {state.kind === "done" && state.products.length === 0 && state.categories.length === 0 && (
          <p role="status">{m["search.noResults"]}</p>
        )}
        {state.kind === "done" && state.categories.length > 0 && (
          <ul className="search__categories" aria-label={m["search.categories"]}>
            {state.categories.map((c) => (
              <li key={c.id}>
                <a href={c.href}>{c.name}</a>
              </li>
            ))}
          </ul>
        )}
        {state.kind === "done" && state.products.length > 0 && (
          <>
            <ul className="search__results">
              {state.products.map((p) => (
                <li key={p.id}>
                  <a href={p.href}>{p.name}</a>
                </li>
              ))}
            </ul>
            <a className="search__all" href={showAll}>
              {m["search.showAll"]}
            </a>
          </>
        )}
      </div>
    </form>
  );
}
