/**
 * Texts of the back office's catalogue import (issue 31, item 6): the upload, the preview and
 * every reason a line or a product edit is refused (`{field}` is the CSV column or the form
 * field, `{value}` what it held or the other line's number).
 */
import { defineMessages } from "../../i18n/define";

export const adminCatalogueImportMessages = defineMessages({
  "catalogueImport.title": "Import produktów z CSV",
  "catalogueImport.intro":
    "Pobierz plik CSV z listy produktów, zmień go w arkuszu i wgraj tutaj. Kolumny: id, code, name_<język>, price_<język> (cena brutto przed rabatem w walucie podstawowej), stock, categories (id lub adresy kategorii, oddzielone |; sam - usuwa wszystkie), archived (0 lub 1). Pusta komórka nic nie zmienia. Najpierw zobaczysz, co się zmieni; nic nie zostanie zapisane bez potwierdzenia.",
  "catalogueImport.file": "Plik CSV (UTF-8, najwyżej {mb} MB)",
  "catalogueImport.check": "Sprawdź plik",
  "catalogueImport.summary":
    "Zmienią się produkty: {changed}. Nowe produkty: 0 (import zmienia tylko istniejące). Bez zmian: {unchanged}. Błędne wiersze (pominięte): {bad}.",
  "catalogueImport.changes": "Zmiany",
  "catalogueImport.bad": "Błędne wiersze",
  "catalogueImport.line": "Wiersz {line}",
  "catalogueImport.more": "…i {n} kolejnych.",
  "catalogueImport.confirm": "Importuj zmiany: {n}",
  "catalogueImport.nothing": "Plik niczego nie zmienia.",
  "catalogueImport.done": "Zaimportowano zmiany produktów: {n}. Sklep pokazuje je od teraz.",
  "catalogueImport.error.noFile": "Wybierz plik CSV.",
  "catalogueImport.error.tooBig": "Plik jest za duży (najwyżej {mb} MB).",
  "catalogueImport.error.empty": "Plik jest pusty.",
  "catalogueImport.error.malformed": "To nie jest poprawny plik CSV (wiersz {line}).",
  "catalogueImport.error.columns": "W pliku brakuje kolumn: {columns}.",
  "catalogueImport.error.expired": "Podgląd wygasł. Wgraj plik jeszcze raz.",
  "catalogueImport.error.changed":
    "Produkty zmieniły się od podglądu. Nic nie zapisano: wgraj plik jeszcze raz i sprawdź zmiany.",
  "catalogueImport.problem.missingColumn": "{field}: brak kolumny.",
  "catalogueImport.problem.cellCount":
    "{value, plural, one {# pole} few {# pola} many {# pól} other {# pola}} zamiast {expected} jak w nagłówku — sprawdź średniki i cudzysłowy; ten wiersz niczego nie zmieni.",
  "catalogueImport.problem.badId": "{field}: „{value}” nie jest numerem produktu.",
  "catalogueImport.problem.unknownProduct": "{field}: nie ma produktu „{value}”.",
  "catalogueImport.problem.duplicateProduct": "{field}: ten produkt jest już w wierszu {value}.",
  "catalogueImport.problem.missingCode": "{field}: podaj kod albo id produktu.",
  "catalogueImport.problem.duplicateCode": "{field}: ten kod jest już w wierszu {value}.",
  "catalogueImport.problem.codeTaken": "{field}: kod „{value}” ma inny produkt.",
  "catalogueImport.problem.missingName": "{field}: brak nazwy.",
  "catalogueImport.problem.tooLong": "{field}: za długie.",
  "catalogueImport.problem.badPrice":
    "{field}: „{value}” nie jest ceną (liczba większa od 0, najwyżej 2 miejsca po przecinku).",
  "catalogueImport.problem.missingPrice": "{field}: podaj cenę.",
  "catalogueImport.problem.badStock": "{field}: „{value}” nie jest liczbą sztuk.",
  "catalogueImport.problem.negativeStock": "{field}: stan nie może być ujemny ({value}).",
  "catalogueImport.problem.missingStock": "{field}: podaj liczbę sztuk.",
  "catalogueImport.problem.variantStock":
    "{field}: produkt ma warianty; ich stany zmienisz na stronie produktu.",
  "catalogueImport.problem.unknownCategory": "{field}: nie ma kategorii „{value}”.",
  "catalogueImport.problem.badArchived": "{field}: „{value}” — wpisz 0 albo 1.",
  "catalogueImport.problem.badVariant": "{field}: nie ma takiego wariantu.",
  "catalogueImport.problem.badLang": "{field}: nie ma takiego języka.",
  "catalogueImport.problem.invalid": "{field}: niepoprawna wartość.",
})({
  en: {
    "catalogueImport.title": "Import products from CSV",
    "catalogueImport.intro":
      "Download the CSV file from the product list, change it in a spreadsheet and upload it here. Columns: id, code, name_<language>, price_<language> (gross price before discount in the base currency), stock, categories (category ids or urls separated by |; a lone - removes all), archived (0 or 1). An empty cell changes nothing. You first see what will change; nothing is saved until you confirm.",
    "catalogueImport.file": "CSV file (UTF-8, at most {mb} MB)",
    "catalogueImport.check": "Check the file",
    "catalogueImport.summary":
      "Products to change: {changed}. New products: 0 (the import changes existing ones only). Unchanged: {unchanged}. Bad lines (skipped): {bad}.",
    "catalogueImport.changes": "Changes",
    "catalogueImport.bad": "Bad lines",
    "catalogueImport.line": "Line {line}",
    "catalogueImport.more": "…and {n} more.",
    "catalogueImport.confirm": "Import {n} changes",
    "catalogueImport.nothing": "The file changes nothing.",
    "catalogueImport.done":
      "Imported the changes of {n} products. The shop shows them from now on.",
    "catalogueImport.error.noFile": "Choose a CSV file.",
    "catalogueImport.error.tooBig": "The file is too big (at most {mb} MB).",
    "catalogueImport.error.empty": "The file is empty.",
    "catalogueImport.error.malformed": "This is not a valid CSV file (line {line}).",
    "catalogueImport.error.columns": "The file lacks columns: {columns}.",
    "catalogueImport.error.expired": "The preview expired. Upload the file again.",
    "catalogueImport.error.changed":
      "Products changed since the preview. Nothing was saved: upload the file again and check the changes.",
    "catalogueImport.problem.missingColumn": "{field}: the column is missing.",
    "catalogueImport.problem.cellCount":
      "{value, plural, one {# cell} other {# cells}} instead of the header's {expected} — check the semicolons and quotes; this line changes nothing.",
    "catalogueImport.problem.badId": "{field}: “{value}” is not a product number.",
    "catalogueImport.problem.unknownProduct": "{field}: there is no product “{value}”.",
    "catalogueImport.problem.duplicateProduct": "{field}: this product is already on line {value}.",
    "catalogueImport.problem.missingCode": "{field}: give the product's code or id.",
    "catalogueImport.problem.duplicateCode": "{field}: this code is already on line {value}.",
    "catalogueImport.problem.codeTaken": "{field}: another product has the code “{value}”.",
    "catalogueImport.problem.missingName": "{field}: the name is missing.",
    "catalogueImport.problem.tooLong": "{field}: too long.",
    "catalogueImport.problem.badPrice":
      "{field}: “{value}” is not a price (a number above 0 with at most 2 decimals).",
    "catalogueImport.problem.missingPrice": "{field}: give a price.",
    "catalogueImport.problem.badStock": "{field}: “{value}” is not a number of pieces.",
    "catalogueImport.problem.negativeStock": "{field}: stock cannot be negative ({value}).",
    "catalogueImport.problem.missingStock": "{field}: give a number of pieces.",
    "catalogueImport.problem.variantStock":
      "{field}: the product has variants; change their stock on the product's page.",
    "catalogueImport.problem.unknownCategory": "{field}: there is no category “{value}”.",
    "catalogueImport.problem.badArchived": "{field}: “{value}” — write 0 or 1.",
    "catalogueImport.problem.badVariant": "{field}: there is no such variant.",
    "catalogueImport.problem.badLang": "{field}: there is no such language.",
    "catalogueImport.problem.invalid": "{field}: invalid value.",
  },
  de: {
    "catalogueImport.title": "Produkte aus CSV importieren",
    "catalogueImport.intro":
      "Laden Sie die CSV-Datei aus der Produktliste herunter, ändern Sie sie in einer Tabellenkalkulation und laden Sie sie hier hoch. Spalten: id, code, name_<Sprache>, price_<Sprache> (Bruttopreis vor Rabatt in der Basiswährung), stock, categories (IDs oder Adressen der Kategorien, getrennt durch |; ein einzelnes - entfernt alle), archived (0 oder 1). Eine leere Zelle ändert nichts. Sie sehen zuerst, was sich ändert; nichts wird ohne Bestätigung gespeichert.",
    "catalogueImport.file": "CSV-Datei (UTF-8, höchstens {mb} MB)",
    "catalogueImport.check": "Datei prüfen",
    "catalogueImport.summary":
      "Zu ändernde Produkte: {changed}. Neue Produkte: 0 (der Import ändert nur bestehende). Unverändert: {unchanged}. Fehlerhafte Zeilen (übersprungen): {bad}.",
    "catalogueImport.changes": "Änderungen",
    "catalogueImport.bad": "Fehlerhafte Zeilen",
    "catalogueImport.line": "Zeile {line}",
    "catalogueImport.more": "…und {n} weitere.",
    "catalogueImport.confirm": "{n} Änderungen importieren",
    "catalogueImport.nothing": "Die Datei ändert nichts.",
    "catalogueImport.done":
      "Änderungen von {n} Produkten importiert. Der Shop zeigt sie ab sofort.",
    "catalogueImport.error.noFile": "Wählen Sie eine CSV-Datei.",
    "catalogueImport.error.tooBig": "Die Datei ist zu groß (höchstens {mb} MB).",
    "catalogueImport.error.empty": "Die Datei ist leer.",
    "catalogueImport.error.malformed": "Das ist keine gültige CSV-Datei (Zeile {line}).",
    "catalogueImport.error.columns": "In der Datei fehlen Spalten: {columns}.",
    "catalogueImport.error.expired":
      "Die Vorschau ist abgelaufen. Laden Sie die Datei erneut hoch.",
    "catalogueImport.error.changed":
      "Produkte haben sich seit der Vorschau geändert. Nichts wurde gespeichert: Laden Sie die Datei erneut hoch und prüfen Sie die Änderungen.",
    "catalogueImport.problem.missingColumn": "{field}: Die Spalte fehlt.",
    "catalogueImport.problem.cellCount":
      "{value, plural, one {# Feld} other {# Felder}} statt {expected} wie in der Kopfzeile — prüfen Sie Semikolons und Anführungszeichen; diese Zeile ändert nichts.",
    "catalogueImport.problem.badId": "{field}: „{value}“ ist keine Produktnummer.",
    "catalogueImport.problem.unknownProduct": "{field}: Es gibt kein Produkt „{value}“.",
    "catalogueImport.problem.duplicateProduct":
      "{field}: Dieses Produkt steht schon in Zeile {value}.",
    "catalogueImport.problem.missingCode": "{field}: Geben Sie den Code oder die ID an.",
    "catalogueImport.problem.duplicateCode": "{field}: Dieser Code steht schon in Zeile {value}.",
    "catalogueImport.problem.codeTaken": "{field}: Ein anderes Produkt hat den Code „{value}“.",
    "catalogueImport.problem.missingName": "{field}: Der Name fehlt.",
    "catalogueImport.problem.tooLong": "{field}: zu lang.",
    "catalogueImport.problem.badPrice":
      "{field}: „{value}“ ist kein Preis (eine Zahl über 0 mit höchstens 2 Nachkommastellen).",
    "catalogueImport.problem.missingPrice": "{field}: Geben Sie einen Preis an.",
    "catalogueImport.problem.badStock": "{field}: „{value}“ ist keine Stückzahl.",
    "catalogueImport.problem.negativeStock":
      "{field}: Der Bestand darf nicht negativ sein ({value}).",
    "catalogueImport.problem.missingStock": "{field}: Geben Sie eine Stückzahl an.",
    "catalogueImport.problem.variantStock":
      "{field}: Das Produkt hat Varianten; ändern Sie deren Bestand auf der Produktseite.",
    "catalogueImport.problem.unknownCategory": "{field}: Es gibt keine Kategorie „{value}“.",
    "catalogueImport.problem.badArchived": "{field}: „{value}“ — schreiben Sie 0 oder 1.",
    "catalogueImport.problem.badVariant": "{field}: Diese Variante gibt es nicht.",
    "catalogueImport.problem.badLang": "{field}: Diese Sprache gibt es nicht.",
    "catalogueImport.problem.invalid": "{field}: ungültiger Wert.",
  },
});
