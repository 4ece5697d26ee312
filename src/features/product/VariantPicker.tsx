/** The variant picker: one radio group per attribute (text, number or image swatches). */
import type { PickerEntry } from "../../domain/catalogue/variant-picker";
import type { TopMessages } from "./island-keys";
import { format } from "../../i18n/format";

interface Props {
  entries: PickerEntry[];
  selection: Record<string, string>;
  onChoose: (attributeId: string, valueId: string) => void;
  messages: TopMessages;
}

const isColour = (value: string) => /^#[0-9a-f]{3,8}$/i.test(value);

export function VariantPicker({ entries, selection, onChoose, messages }: Props) {
  return (
    <div className="picker">
      {entries.map((entry) => (
        <fieldset key={entry.id} className="picker__entry">
          <legend className="picker__name">{entry.name}</legend>
          <div className={`picker__values picker__values--${entry.type}`}>
            {entry.values.map((value) => {
              const label = value.available
                ? value.text
                : format(messages["productPage.valueUnavailable"], { value: value.text });
              return (
                <label
                  key={value.id}
                  className={[
                    "picker__value",
                    value.available ? "" : "picker__value--out",
                    value.disabled ? "picker__value--disabled" : "",
                  ].join(" ")}
                  title={label}
                >
                  <input
                    type="radio"
                    name={`variant-${entry.id}`}
                    value={value.id}
                    checked={selection[entry.id] === value.id}
                    disabled={value.disabled}
                    aria-label={label}
                    onChange={() => onChoose(entry.id, value.id)}
                  />
                  {entry.type === "image" && value.image ? (
                    isColour(value.image) ? (
                      <span
                        className="picker__swatch"
                        style={{ background: value.image }}
                        aria-hidden="true"
                      />
                    ) : (
                      <img
                        className="picker__swatch"
                        src={value.image}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                      />
                    )
                  ) : null}
                  <span className="picker__text">{value.text}</span>
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
