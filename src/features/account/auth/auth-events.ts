/**
 * How scripts outside React talk to the login modal's island: the mode to
 * open is left on `<html>` (the island may not be live yet) and announced
 * with an event; a changed session hint is announced to the header.
 */
export const AUTH_OPEN_ATTR = "data-auth-pending";
export const AUTH_OPEN_EVENT = "shop:auth-open";
export const SESSION_EVENT = "shop:session";
