/**
 * The owner's content drafts as the back office's editor holds them (issue 31, item 2): the
 * JSON the editor and the server check with domain/content/content-drafts.schema.ts.
 */
import type { HomeSectionData, HomeSectionType } from "../domain/catalogue/home.types";
import type { FooterColumn } from "../domain/shop/settings.types";

export interface DraftSection {
  /** The stored row's id, or `new-…` for a section added in the draft. */
  _id: string;
  type: HomeSectionType;
  /** null: shown in every language. */
  lang: string | null;
  active: boolean;
  data: HomeSectionData;
}

export interface DraftMenuEntry {
  text: string;
  url: string;
  menuHidden?: boolean | undefined;
  type?: "html" | undefined;
  html?: string | undefined;
  children?: DraftMenuEntry[] | undefined;
}

export interface DraftFooter {
  columns: FooterColumn[];
  hideBottomBar: boolean;
  platformLink: string;
}

export interface ContentDraftsJson {
  home: { sections: DraftSection[] };
  /** Per shop language. */
  menu: Record<string, DraftMenuEntry[]>;
  footer: DraftFooter;
}

export type ContentKindName = "home" | "menu" | "footer";
