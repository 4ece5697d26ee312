/**
 * The header menu's editor for the language being edited (issue 31): each entry's text and
 * address, hidden or not, moved, removed, with its sub-entries (three levels, as the header
 * shows). HTML entries are kept and can be removed; the header does not show them. A text or
 * address the draft schema refuses is marked with its error (issue 44).
 */
import { useStore } from "@nanostores/react";
import { Button } from "../../../components/ui/Button";
import { ItemActions } from "./ItemActions";
import { Choice } from "../../../components/ui/Choice";
import { TextField } from "../../../components/ui/TextField";
import type { DraftMenuEntry } from "../../../contracts/content-drafts.types";
import { format } from "../../../i18n/format";
import { $problems, setMenu } from "./content-editor.store";
import type { ContentKey } from "./content.messages";
import { fieldProblem } from "./problems/draft-problems";

type Texts = Record<ContentKey, string>;
const MAX_DEPTH = 3;

function Entries({
  m,
  entries,
  depth,
  at,
  onChange,
}: {
  m: Texts;
  entries: readonly DraftMenuEntry[];
  depth: number;
  /** The key of the list (`menu.pl`, `menu.pl.0.children`). */
  at: string;
  onChange: (entries: DraftMenuEntry[]) => void;
}) {
  const problems = useStore($problems);
  const set = (i: number, patch: Partial<DraftMenuEntry>) =>
    onChange(entries.map((e, j) => (j === i ? { ...e, ...patch } : e)));
  return (
    <ol className="content-editor__entries">
      {entries.map((entry, i) => (
        <li key={i} className="content-editor__item">
          {entry.type === "html" ? (
            <p className="muted">
              {m["adminContent.entry.html"]}: {entry.text}
            </p>
          ) : (
            <>
              <TextField
                label={m["adminContent.entry.text"]}
                {...fieldProblem(m, problems, `${at}.${i}.text`)}
                value={entry.text}
                onChange={(e) => set(i, { text: e.currentTarget.value })}
              />
              <TextField
                label={m["adminContent.entry.url"]}
                {...fieldProblem(m, problems, `${at}.${i}.url`)}
                value={entry.url}
                onChange={(e) => set(i, { url: e.currentTarget.value })}
              />
              <Choice
                type="checkbox"
                title={m["adminContent.entry.hidden"]}
                checked={entry.menuHidden ?? false}
                onChange={(e) => set(i, { menuHidden: e.currentTarget.checked || undefined })}
              />
            </>
          )}
          <ItemActions m={m} list={entries} index={i} onChange={onChange}>
            {depth < MAX_DEPTH && entry.type !== "html" ? (
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  set(i, { children: [...(entry.children ?? []), { text: "", url: "/" }] })
                }
              >
                {m["adminContent.entry.addChild"]}
              </Button>
            ) : null}
          </ItemActions>
          {entry.children && entry.children.length > 0 ? (
            <div
              className="content-editor__children"
              role="group"
              aria-label={format(m["adminContent.entry.children"], { name: entry.text })}
            >
              <Entries
                m={m}
                entries={entry.children}
                depth={depth + 1}
                at={`${at}.${i}.children`}
                onChange={(children) =>
                  set(i, { children: children.length > 0 ? children : undefined })
                }
              />
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function MenuForm({
  m,
  entries,
  lang,
}: {
  m: Texts;
  entries: readonly DraftMenuEntry[];
  lang: string;
}) {
  return (
    <div className="content-editor__panel">
      <Entries
        m={m}
        entries={entries}
        depth={1}
        at={`menu.${lang}`}
        onChange={(next) => setMenu(lang, next)}
      />
      <Button
        variant="secondary"
        onClick={() => setMenu(lang, [...entries, { text: "", url: "/" }])}
      >
        {m["adminContent.entry.add"]}
      </Button>
    </div>
  );
}
