/** Texts of the owner's preview toolbox (issue 13 "Owner preview and edit mode"). */
import { defineMessages } from "../../i18n/define";

export const previewMessages = defineMessages({
  "preview.edit": "Edytuj",
  "preview.remove": "Usuń",
  "preview.moveUp": "Przesuń wyżej",
  "preview.moveDown": "Przesuń niżej",
  "preview.section": "Sekcja {type}",
  "preview.menu": "Menu",
  "preview.footer": "Stopka",
  "preview.badge": "Podgląd właściciela",
})({
  en: {
    "preview.edit": "Edit",
    "preview.remove": "Remove",
    "preview.moveUp": "Move up",
    "preview.moveDown": "Move down",
    "preview.section": "Section {type}",
    "preview.menu": "Menu",
    "preview.footer": "Footer",
    "preview.badge": "Owner preview",
  },
  de: {
    "preview.edit": "Bearbeiten",
    "preview.remove": "Entfernen",
    "preview.moveUp": "Nach oben",
    "preview.moveDown": "Nach unten",
    "preview.section": "Abschnitt {type}",
    "preview.menu": "Menü",
    "preview.footer": "Fußzeile",
    "preview.badge": "Vorschau für Inhaber",
  },
});
