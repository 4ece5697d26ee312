/**
 * The text a field shows for its problem (domain/address/problems.ts): "Kod pocztowy w
 * formacie 00-000" for a Polish post code, "Numer VAT UE w formacie DE123456789" for a German
 * company. A problem the server names with a code this page does not know reads "Correct
 * this field".
 */
import type { FieldProblem } from "../../domain/address/problems";
import { format } from "../../i18n/format";
import type { FieldMessages } from "./address.messages";

export function problemText(fm: FieldMessages, problem: FieldProblem): string {
  switch (problem.code) {
    case "postCode":
      return problem.format
        ? format(fm["field.postCode"], { format: problem.format })
        : fm["field.postCodeAny"];
    case "vat":
      return problem.format
        ? format(fm["field.vat"], { format: problem.format })
        : fm["field.taxNumber"];
    case "tooLong":
      return format(fm["field.tooLong"], { max: problem.max ?? "" });
    default: {
      const text = (fm as Partial<Record<string, string>>)[`field.${problem.code}`];
      return text ?? fm["field.invalid"];
    }
  }
}
