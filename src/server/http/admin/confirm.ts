/**
 * Moves that cannot be undone ask first (issue 44 item 15: cancelling an order, discarding the
 * content draft): the form carries `confirm=yes`, from the required checkbox without JavaScript
 * or the confirmation dialog's "yes" with it (features/admin/ConfirmSubmit.tsx). The server
 * acts only when it is there; a form without it changes nothing.
 */

/** The form field that says the owner confirmed the move. */
export const CONFIRM_FIELD = "confirm";

/** True when the posted form confirms the move. */
export function confirmed(form: FormData): boolean {
  return form.getAll(CONFIRM_FIELD).includes("yes");
}
