/**
 * Personalization fields: text, or an image file (at most 5 MB, an image
 * type) uploaded to the backend; the basket line keeps the upload id.
 * Required fields are marked with an asterisk.
 */
import { useState } from "react";
import { showAlert } from "../alerts/alerts.store";
import { apiPost } from "../shared/api-client";
import type { TopMessages } from "./island-keys";
import { format } from "../../i18n/format";
import type { PersonalizationField } from "./product-view.types";

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** 5 MB can take a while on a slow uplink; other calls keep the client's default. */
const UPLOAD_TIMEOUT_MS = 120_000;

interface Props {
  idPrefix: string;
  fields: PersonalizationField[];
  values: Record<string, string>;
  onChange: (id: string, value: string) => void;
  messages: TopMessages;
}

export function PersonalizationFields({ idPrefix, fields, values, onChange, messages }: Props) {
  const [uploading, setUploading] = useState<string | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});

  const upload = async (field: PersonalizationField, file: File | undefined) => {
    if (!file) return;
    if (file.size > UPLOAD_MAX_BYTES) {
      showAlert({ type: "warning", msg: messages["productPage.wrongSize"] });
      return;
    }
    if (!file.type.startsWith("image/")) {
      showAlert({ type: "warning", msg: messages["productPage.wrongType"] });
      return;
    }
    setUploading(field.id);
    const body = new FormData();
    body.append("file", file);
    const result = await apiPost<{ id?: unknown } | null>("/api/public/upload", body, {
      timeoutMs: UPLOAD_TIMEOUT_MS,
    });
    setUploading(null);
    const id = result.ok ? result.data?.id : undefined;
    if (typeof id === "string" && id) {
      onChange(field.id, id);
      setNames((n) => ({ ...n, [field.id]: file.name }));
    } else if (!result.ok && (result.error === "wrongSize" || result.error === "wrongType")) {
      showAlert({
        type: "warning",
        msg: messages[
          result.error === "wrongSize" ? "productPage.wrongSize" : "productPage.wrongType"
        ],
      });
    } else showAlert({ type: "warning", msg: messages["alerts.unexpectedError"] });
  };

  return (
    <div className="pers">
      {fields.map((field) => {
        const id = `${idPrefix}-${field.id}`;
        return (
          <div className="form-field" key={field.id}>
            <label htmlFor={id} className="form-field__label">
              {field.name}
              {field.required && <span aria-hidden="true"> *</span>}
            </label>
            {field.type === "text" ? (
              <input
                id={id}
                className="field"
                type="text"
                maxLength={200}
                required={field.required}
                value={values[field.id] ?? ""}
                onChange={(e) => onChange(field.id, e.target.value)}
              />
            ) : (
              <>
                <input
                  id={id}
                  type="file"
                  accept="image/*"
                  required={field.required && !values[field.id]}
                  onChange={(e) => void upload(field, e.target.files?.[0])}
                />
                {uploading === field.id && (
                  <span role="status">{messages["productPage.uploading"]}</span>
                )}
                {values[field.id] && names[field.id] && (
                  <span role="status">
                    {format(messages["productPage.uploaded"], { name: names[field.id] ?? "" })}
                  </span>
                )}
              </>
            )}
          </div>
        );
      })}
    </div>
  );
}
