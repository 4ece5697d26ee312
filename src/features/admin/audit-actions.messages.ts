/**
 * The audit log's actions and subjects in words (issue 44 item 15): one label per action key
 * (domain/admin/audit-actions.ts) and per subject kind, in every back-office language. Typed by
 * the closed lists, so a new action without its words does not compile (and the test says so).
 */
import type { AuditAction, AuditSubjectKind } from "../../domain/admin/audit-actions";
import { defineMessages } from "../../i18n/define";

type Labels = Record<AuditAction, string>;
/** A subject kind's words; `{key}` is its number, id or e-mail. */
type Subjects = Record<AuditSubjectKind, string>;

const PL: Labels = {
  login: "Logowanie",
  "login.failed": "Nieudane logowanie",
  "login.lockout": "Blokada logowania po nieudanych próbach",
  logout: "Wylogowanie",
  "order.ship": "Wysłanie zamówienia",
  "order.realize": "Realizacja zamówienia",
  "order.cancel": "Anulowanie zamówienia",
  "order.markPaid": "Zapisanie wpłaty",
  "return.accept": "Przyjęcie zwrotu",
  "return.reject": "Odrzucenie zwrotu",
  "return.settle": "Rozliczenie zwrotu",
  "return.retryRefund": "Ponowienie zwrotu pieniędzy",
  "return.refundSent": "Wysłanie zwrotu pieniędzy",
  "product.price": "Zmiana ceny produktu",
  "product.stock": "Zmiana stanu magazynowego",
  "product.archive": "Archiwizacja produktu",
  "product.unarchive": "Przywrócenie produktu z archiwum",
  "product.import": "Zmiana produktu z importu",
  "catalogue.import": "Import katalogu (CSV)",
  "catalogue.export": "Eksport katalogu (CSV)",
  "content.publish": "Publikacja treści",
  "content.restore": "Przywrócenie wersji treści",
  "content.discard": "Odrzucenie szkicu treści",
  "settings.update": "Zmiana ustawień sklepu",
  "popup.add": "Dodanie okienka",
  "popup.edit": "Zmiana okienka",
  "popup.remove": "Usunięcie okienka",
};

const EN: Labels = {
  login: "Login",
  "login.failed": "Failed login",
  "login.lockout": "Login locked after failed attempts",
  logout: "Logout",
  "order.ship": "Order shipped",
  "order.realize": "Order completed",
  "order.cancel": "Order cancelled",
  "order.markPaid": "Payment recorded",
  "return.accept": "Return accepted",
  "return.reject": "Return rejected",
  "return.settle": "Return settled",
  "return.retryRefund": "Refund retried",
  "return.refundSent": "Refund sent",
  "product.price": "Product price changed",
  "product.stock": "Stock changed",
  "product.archive": "Product archived",
  "product.unarchive": "Product restored from the archive",
  "product.import": "Product changed by an import",
  "catalogue.import": "Catalogue import (CSV)",
  "catalogue.export": "Catalogue export (CSV)",
  "content.publish": "Content published",
  "content.restore": "Content version restored",
  "content.discard": "Content draft discarded",
  "settings.update": "Shop settings changed",
  "popup.add": "Popup added",
  "popup.edit": "Popup changed",
  "popup.remove": "Popup removed",
};

const DE: Labels = {
  login: "Anmeldung",
  "login.failed": "Fehlgeschlagene Anmeldung",
  "login.lockout": "Anmeldung nach Fehlversuchen gesperrt",
  logout: "Abmeldung",
  "order.ship": "Bestellung versandt",
  "order.realize": "Bestellung abgeschlossen",
  "order.cancel": "Bestellung storniert",
  "order.markPaid": "Zahlung erfasst",
  "return.accept": "Retoure angenommen",
  "return.reject": "Retoure abgelehnt",
  "return.settle": "Retoure abgerechnet",
  "return.retryRefund": "Erstattung erneut versucht",
  "return.refundSent": "Erstattung überwiesen",
  "product.price": "Produktpreis geändert",
  "product.stock": "Lagerbestand geändert",
  "product.archive": "Produkt archiviert",
  "product.unarchive": "Produkt aus dem Archiv geholt",
  "product.import": "Produkt durch Import geändert",
  "catalogue.import": "Katalogimport (CSV)",
  "catalogue.export": "Katalogexport (CSV)",
  "content.publish": "Inhalte veröffentlicht",
  "content.restore": "Inhaltsversion wiederhergestellt",
  "content.discard": "Inhaltsentwurf verworfen",
  "settings.update": "Shop-Einstellungen geändert",
  "popup.add": "Pop-up hinzugefügt",
  "popup.edit": "Pop-up geändert",
  "popup.remove": "Pop-up entfernt",
};

const SUBJECTS: Record<"pl" | "en" | "de", Subjects> = {
  pl: {
    order: "Zamówienie {key}",
    return: "Zwrot {key}",
    product: "Produkt {key}",
    popup: "Okienko {key}",
    owner: "Konto zaplecza",
    email: "Adres {key}",
    settings: "Ustawienia sklepu",
    content: "Strona główna, menu i stopka",
    catalogue: "Katalog produktów",
  },
  en: {
    order: "Order {key}",
    return: "Return {key}",
    product: "Product {key}",
    popup: "Popup {key}",
    owner: "Back-office account",
    email: "Address {key}",
    settings: "Shop settings",
    content: "Home page, menu and footer",
    catalogue: "Product catalogue",
  },
  de: {
    order: "Bestellung {key}",
    return: "Retoure {key}",
    product: "Produkt {key}",
    popup: "Pop-up {key}",
    owner: "Backoffice-Konto",
    email: "Adresse {key}",
    settings: "Shop-Einstellungen",
    content: "Startseite, Menü und Fußzeile",
    catalogue: "Produktkatalog",
  },
};

function keyed(labels: Labels, subjects: Subjects) {
  const entries = [
    ...Object.entries(labels).map(([action, text]) => [`auditAction.${action}`, text]),
    ...Object.entries(subjects).map(([kind, text]) => [`auditSubject.${kind}`, text]),
  ];
  return Object.fromEntries(entries) as Record<
    `auditAction.${AuditAction}` | `auditSubject.${AuditSubjectKind}`,
    string
  >;
}

export const auditActionMessages = defineMessages(keyed(PL, SUBJECTS.pl))({
  en: keyed(EN, SUBJECTS.en),
  de: keyed(DE, SUBJECTS.de),
});
