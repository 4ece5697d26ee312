/**
 * The back office's login form (issue 31; decision 0020): `/admin/login` posts the e-mail, the
 * password and where to go next. Empty or oversized fields are refused by name before any
 * password is hashed.
 */
import { z } from "zod";
import { formText, parseInput, type FormInput } from "./form-input";

const ownerLoginSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
  next: z.string().max(2000),
});

type OwnerLoginInput = z.infer<typeof ownerLoginSchema>;

/** The login form's fields, parsed; a refusal names `email` and/or `password`. */
export function parseOwnerLoginForm(form: FormData): FormInput<OwnerLoginInput> {
  return parseInput(ownerLoginSchema, {
    email: formText(form, "email") ?? "",
    password: formText(form, "password") ?? "",
    next: formText(form, "next") ?? "",
  });
}
