import { describe, expect, it } from "vitest";
import { AUDIT_ACTIONS, AUDIT_SUBJECTS } from "../../domain/admin/audit-actions";
import { languages, messagesFor } from "../messages";

describe("the audit log's words", () => {
  it("has a label for every action key in every back-office language, never the key itself", () => {
    for (const lang of languages) {
      const m = messagesFor(lang) as Record<string, string | undefined>;
      const labels = AUDIT_ACTIONS.map((action) => m[`auditAction.${action}`]);
      for (const [i, label] of labels.entries()) {
        const action = AUDIT_ACTIONS[i] ?? "";
        expect(label, `${lang}: ${action}`).toMatch(/\S/);
        // Words, not a key's shape ("order.ship", "logout").
        expect(label, `${lang}: ${action}`).not.toMatch(/^[a-z]+(\.[a-zA-Z]+)*$/);
      }
      // Two actions never read the same.
      expect(new Set(labels).size, lang).toBe(AUDIT_ACTIONS.length);
    }
  });

  it("names every kind of subject in every language", () => {
    for (const lang of languages)
      for (const kind of AUDIT_SUBJECTS)
        expect(messagesFor(lang)[`auditSubject.${kind}`], `${lang}: ${kind}`).toMatch(/\S/);
  });

  it("says the same action differently in Polish, English and German", () => {
    expect(messagesFor("pl")["auditAction.order.ship"]).toBe("Wysłanie zamówienia");
    expect(messagesFor("en")["auditAction.order.ship"]).toBe("Order shipped");
    expect(messagesFor("de")["auditAction.order.ship"]).toBe("Bestellung versandt");
  });
});
