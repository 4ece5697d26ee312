/**
 * Renders nothing; keeps the header's session hint in step with the server
 * on pages that know the user (the account page): a login that happened
 * elsewhere (a social login redirect, another tab) shows in the header too.
 */
import { useEffect } from "react";
import { signedIn, type SessionUser } from "./session";

export default function SessionMark({ session }: { session: SessionUser }) {
  useEffect(() => signedIn(session), [session]);
  return null;
}
