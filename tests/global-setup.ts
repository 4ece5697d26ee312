/** Writes the starting browser state (tests/browser-state.ts) before the tests run. */
import { writeBrowserState } from "./browser-state";

export default function globalSetup(): void {
  writeBrowserState(Number(process.env["TEST_PORT"] ?? 4399));
}
