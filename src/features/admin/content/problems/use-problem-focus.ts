/**
 * Moves the focus to the field the content editor asked for (`$focus`, a `data-problem` key)
 * once it is rendered: after `goToProblem` has switched the language, the tab and the open
 * section. Gives up after a second (the field is then not shown).
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { $focus } from "../content-editor.store";

const TRY_EVERY_MS = 50;
const TRIES = 20;

export function useProblemFocus(): void {
  const target = useStore($focus);
  useEffect(() => {
    if (!target) return undefined;
    let tries = 0;
    const timer = setInterval(() => {
      const field = document.querySelector<HTMLElement>(`[data-problem="${CSS.escape(target)}"]`);
      if (!field && ++tries < TRIES) return;
      clearInterval(timer);
      $focus.set(null);
      field?.scrollIntoView({ block: "center" });
      field?.focus();
    }, TRY_EVERY_MS);
    return () => clearInterval(timer);
  }, [target]);
}
