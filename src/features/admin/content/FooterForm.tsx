/**
 * The footer's editor (issue 31; spec 2 §2 Footer): columns with a title and rows of a site
 * link, the company details (from the settings), social icons or owner HTML, in the language
 * being edited; the bottom bar's visibility and platform link. A column without a title in the
 * language being edited is marked (issue 44: each language needs one).
 */
import { useStore } from "@nanostores/react";
import { Button } from "../../../components/ui/Button";
import { Choice } from "../../../components/ui/Choice";
import { SelectField } from "../../../components/ui/SelectField";
import { TextField } from "../../../components/ui/TextField";
import type { DraftFooter } from "../../../contracts/content-drafts.types";
import type { FooterColumn, FooterRow } from "../../../domain/shop/settings.types";
import { format } from "../../../i18n/format";
import { $problems, setFooter } from "./content-editor.store";
import type { ContentKey } from "./content.messages";
import { PerLangField } from "./editor-fields";
import { fieldProblem } from "./problems/draft-problems";

type Texts = Record<ContentKey, string>;
const ROW_TYPES = ["link", "company", "social", "html"] as const;
const SOCIAL = ["fb", "ig", "yb", "tw", "pi", "li", "ti"] as const;

function RowForm({
  m,
  row,
  lang,
  onChange,
}: {
  m: Texts;
  row: FooterRow;
  lang: string;
  onChange: (r: FooterRow) => void;
}) {
  const socialUrl = (type: (typeof SOCIAL)[number]) =>
    row.social?.find((s) => s.type === type)?.url ?? "";
  return (
    <>
      <SelectField
        label={m["adminContent.row.type"]}
        value={row.type}
        options={ROW_TYPES.map((t) => ({ value: t, label: m[`adminContent.row.${t}`] }))}
        onChange={(e) => {
          const type = ROW_TYPES.find((t) => t === e.currentTarget.value);
          if (type) onChange({ ...row, type });
        }}
      />
      {row.type === "link" ? (
        <>
          <PerLangField
            label={m["adminContent.entry.text"]}
            value={row.text}
            lang={lang}
            onChange={(text) => onChange({ ...row, text })}
          />
          <PerLangField
            label={m["adminContent.entry.url"]}
            value={row.url}
            lang={lang}
            onChange={(url) => onChange({ ...row, url })}
          />
        </>
      ) : null}
      {row.type === "html" ? (
        <PerLangField
          html
          label={m["adminContent.field.code"]}
          value={row.html}
          lang={lang}
          onChange={(html) => onChange({ ...row, html })}
        />
      ) : null}
      {row.type === "social"
        ? SOCIAL.map((type) => (
            <TextField
              key={type}
              type="url"
              label={format(m["adminContent.row.socialUrl"], { type })}
              value={socialUrl(type)}
              onChange={(e) => {
                const url = e.currentTarget.value;
                const rest = (row.social ?? []).filter((s) => s.type !== type);
                onChange({ ...row, social: url ? [...rest, { type, url }] : rest });
              }}
            />
          ))
        : null}
    </>
  );
}

export function FooterForm({ m, footer, lang }: { m: Texts; footer: DraftFooter; lang: string }) {
  const problems = useStore($problems);
  const setColumn = (i: number, column: FooterColumn) =>
    setFooter({ ...footer, columns: footer.columns.map((c, j) => (j === i ? column : c)) });
  return (
    <div className="content-editor__panel">
      {footer.columns.map((column, i) => (
        <fieldset key={i} className="content-editor__group">
          <legend>{format(m["adminContent.column"], { n: i + 1 })}</legend>
          <PerLangField
            label={m["adminContent.column.title"]}
            problem={fieldProblem(m, problems, `footer.columns.${i}.title.${lang}`)}
            value={column.title}
            lang={lang}
            onChange={(title) => setColumn(i, { ...column, title })}
          />
          {column.rows.map((row, r) => (
            <fieldset key={r} className="content-editor__item">
              <legend>{format(m["adminContent.row"], { n: r + 1 })}</legend>
              <RowForm
                m={m}
                row={row}
                lang={lang}
                onChange={(next) =>
                  setColumn(i, { ...column, rows: column.rows.map((x, k) => (k === r ? next : x)) })
                }
              />
              <Button
                variant="secondary"
                size="sm"
                onClick={() =>
                  setColumn(i, { ...column, rows: column.rows.filter((_, k) => k !== r) })
                }
              >
                {m["adminContent.remove"]}
              </Button>
            </fieldset>
          ))}
          <div className="content-editor__actions">
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                setColumn(i, {
                  ...column,
                  rows: [...column.rows, { type: "link", text: {}, url: {} }],
                })
              }
            >
              {m["adminContent.row.add"]}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onClick={() =>
                setFooter({ ...footer, columns: footer.columns.filter((_, j) => j !== i) })
              }
            >
              {m["adminContent.remove"]}
            </Button>
          </div>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        onClick={() =>
          setFooter({ ...footer, columns: [...footer.columns, { title: {}, rows: [] }] })
        }
      >
        {m["adminContent.column.add"]}
      </Button>
      <Choice
        type="checkbox"
        title={m["adminContent.hideBottomBar"]}
        checked={footer.hideBottomBar}
        onChange={(e) => setFooter({ ...footer, hideBottomBar: e.currentTarget.checked })}
      />
      <TextField
        label={m["adminContent.platformLink"]}
        value={footer.platformLink}
        onChange={(e) => setFooter({ ...footer, platformLink: e.currentTarget.value })}
      />
    </div>
  );
}
