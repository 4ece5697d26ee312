/**
 * The consents of the details step (spec 2 §5): terms and processing are
 * required and marked only after an order attempt; marketing is optional.
 * The terms and the processing consent link to the shop's terms and privacy
 * pages; the link sits under its checkbox, outside the label (a tap on it
 * never ticks the box), and opens in a new tab so the form keeps what was typed.
 */
import { Choice } from "../../../components/ui/Choice";
import type { CheckoutForm } from "../../../domain/checkout/checkout-form";
import { updateForm } from "./checkout-form.store";
import type { DetailsMessages } from "./details.messages";

/** The content pages the consents link to (null when the shop has no such page). */
export interface ConsentLinks {
  terms: string | null;
  privacy: string | null;
}

const LINKS = {
  terms: { page: "terms", text: "details.termsLink" },
  processing: { page: "privacy", text: "details.privacyLink" },
} as const;

function ConsentLink({
  consent,
  links,
  m,
}: {
  consent: string;
  links: ConsentLinks;
  m: DetailsMessages;
}) {
  const link = consent === "terms" || consent === "processing" ? LINKS[consent] : null;
  const href = link ? links[link.page] : null;
  if (!link || !href) return null;
  return (
    <p className="choice__more">
      <a href={href} target="_blank" rel="noopener">
        {m[link.text]} <span className="visually-hidden">{m["details.newTab"]}</span>
      </a>
    </p>
  );
}

export function ConsentFields({
  form,
  m,
  tried,
  links = { terms: null, privacy: null },
}: {
  form: CheckoutForm;
  m: DetailsMessages;
  tried: boolean;
  links?: ConsentLinks | undefined;
}) {
  return (
    <section className="panel form-stack" aria-labelledby="consents-heading">
      <h2 id="consents-heading" className="panel__title">
        {m["details.consents"]}
      </h2>
      {(["terms", "processing", "marketing"] as const).map((c) => {
        const missing = tried && c !== "marketing" && !form[c];
        return (
          <div key={c}>
            <Choice
              type="checkbox"
              title={m[`details.${c}`]}
              checked={form[c]}
              onChange={(e) => updateForm({ [c]: e.target.checked })}
              aria-invalid={missing ? true : undefined}
            />
            <ConsentLink consent={c} links={links} m={m} />
            {missing ? <p className="form-field__error">{m["details.consentRequired"]}</p> : null}
          </div>
        );
      })}
    </section>
  );
}
