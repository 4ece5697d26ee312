/**
 * The contact form's rules (spec 2 §5 Contact): the name and the message
 * must not be empty (after trimming), the e-mail must match the shop's
 * e-mail pattern after trimming; the number (an order or phone number) is
 * optional. Shared by the page's script and the server.
 */
import { isValidEmail } from "./validators";

export interface ContactInput {
  name: string;
  email: string;
  msg: string;
  number?: string | undefined;
}

export type ContactField = "name" | "email" | "msg";

export const CONTACT_LIMITS = { name: 200, email: 254, msg: 5000, number: 50 } as const;

export function invalidContactFields(input: ContactInput): ContactField[] {
  const bad: ContactField[] = [];
  const name = input.name.trim();
  const msg = input.msg.trim();
  if (!name || name.length > CONTACT_LIMITS.name) bad.push("name");
  if (!isValidEmail(input.email.trim())) bad.push("email");
  if (!msg || msg.length > CONTACT_LIMITS.msg) bad.push("msg");
  return bad;
}
