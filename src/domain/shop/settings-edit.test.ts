import { describe, expect, it } from "vitest";
import { changedKeys, SettingsEditSchema } from "./settings-edit";
import { editFromForm } from "./settings-form";
import { fieldErrors } from "./settings.schema";

/** A filled settings form for the languages pl and en, as the browser posts it. */
function form(overrides: Record<string, string | null> = {}): URLSearchParams {
  const fields: Record<string, string | null> = {
    template: "public/tmpl2",
    "additionalFunctions.nettoBrutto": "netto+brutto",
    "buyProcess.afterBasketAdd": "summary",
    "cms.newsletterVisible": "on",
    "additionalFunctions.opinionsEnabled": "on",
    "additionalFunctions.registrationFields.phone": "on",
    "cms.informationalStripe.pl.enabled": "on",
    "cms.informationalStripe.pl.html": "Darmowa dostawa",
    "cms.informationalStripe.en.html2": "Free delivery",
    "companyDetails.name": "  Sklep sp. z o.o. ",
    "companyDetails.tel": "+48 22 000 00 00",
    "companyDetails.email": "sklep@example.com",
    "companyDetails.address": "ul. Prosta 1, Warszawa",
    "companyDetails.details": "",
    ...overrides,
  };
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(fields)) if (v !== null) params.set(k, v);
  return params;
}

describe("the settings form as a settings change", () => {
  it("reads every field by its dotted name, an unsent checkbox as off", () => {
    const parsed = SettingsEditSchema.safeParse(editFromForm(form(), ["pl", "en"]));
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const edit = parsed.data;
    expect(edit.template).toBe("public/tmpl2");
    expect(edit.priceForLoggedUsers).toBe(false);
    expect(edit.additionalFunctions.nettoBrutto).toBe("netto+brutto");
    expect(edit.additionalFunctions.opinionsEnabled).toBe(true);
    expect(edit.additionalFunctions.loyaltyEnabled).toBe(false);
    expect(edit.additionalFunctions.registrationFields).toEqual({
      country: false,
      nip: false,
      phone: true,
    });
    expect(edit.buyProcess.afterBasketAdd).toBe("summary");
    expect(edit.cms.newsletterVisible).toBe(true);
    expect(edit.cms.informationalStripe["pl"]).toEqual({
      fixed: false,
      enabled: true,
      html: "Darmowa dostawa",
      enabled2: false,
      html2: "",
    });
    expect(edit.cms.informationalStripe["en"]?.html2).toBe("Free delivery");
    expect(edit.companyDetails.name).toBe("Sklep sp. z o.o.");
  });

  it("refuses a bad value and names its field", () => {
    const bad = editFromForm(
      form({
        "companyDetails.email": "not an e-mail",
        template: "public/tmpl9",
        "companyDetails.name": "   ",
        "cms.informationalStripe.en.html": "x".repeat(2001),
      }),
      ["pl", "en"],
    );
    const parsed = SettingsEditSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error)).toEqual(
      expect.arrayContaining([
        { field: "template", problem: "invalid" },
        { field: "companyDetails.email", problem: "email" },
        { field: "companyDetails.name", problem: "required" },
        { field: "cms.informationalStripe.en.html", problem: "tooLong" },
      ]),
    );
  });

  it("refuses a price display mode the shop does not know", () => {
    const parsed = SettingsEditSchema.safeParse(
      editFromForm(form({ "additionalFunctions.nettoBrutto": "gross" }), ["pl"]),
    );
    expect(parsed.success ? [] : fieldErrors(parsed.error)).toEqual([
      { field: "additionalFunctions.nettoBrutto", problem: "invalid" },
    ]);
  });
});

describe("the owner's switch for real payments (issue 44)", () => {
  it("is on when its checkbox is sent, and off otherwise", () => {
    const ticked = SettingsEditSchema.parse(editFromForm(form({ "payments.live": "on" }), ["pl"]));
    expect(ticked.payments).toEqual({ live: true });
    expect(SettingsEditSchema.parse(editFromForm(form(), ["pl"])).payments).toEqual({
      live: false,
    });
  });
});

describe("the changed keys of a settings document", () => {
  it("names each changed leaf by its dotted path, sorted, and nothing when equal", () => {
    const before = { template: "a", cms: { stripe: { pl: { html: "x", on: true } } }, list: [1] };
    const after = { template: "b", cms: { stripe: { pl: { html: "y", on: true } } }, list: [1, 2] };
    expect(changedKeys(before, after)).toEqual(["cms.stripe.pl.html", "list", "template"]);
    expect(changedKeys(before, structuredClone(before))).toEqual([]);
  });

  it("names a part that appears or disappears by its own key", () => {
    expect(changedKeys({ a: 1 }, { a: 1, b: { c: 2 } })).toEqual(["b"]);
  });
});
