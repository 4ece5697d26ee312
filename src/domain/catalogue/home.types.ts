/** Home page sections (spec 2 §2 Home page), as stored in `home_sections.data`. */
import type { PerLang } from "./catalogue.types";

/** The section types of spec 2 §2 Home page, in the spec's order. */
export const HOME_SECTION_TYPES = [
  "slider",
  "products_group",
  "products_gallery",
  "product_counting_down",
  "newsletter",
  "instagram",
  "html",
  "opinions",
] as const;

export type HomeSectionType = (typeof HOME_SECTION_TYPES)[number];

/** How many products a products_group or products_gallery section shows at most. */
export const SECTION_PRODUCTS_SHOWN = 12;

/** Where a slide's picture keeps its subject when a screen crops it (CSS object-position). */
export const SLIDE_FOCUS = [
  "center",
  "top",
  "bottom",
  "left",
  "right",
  "top left",
  "top right",
  "bottom left",
  "bottom right",
] as const;
export type SlideFocus = (typeof SLIDE_FOCUS)[number];

export interface SectionResource {
  /** Image or video url. */
  url: string;
  /** Where the slide links to (a path in the shop or an absolute url). */
  link?: string | undefined;
  alt?: string | undefined;
  /**
   * The slide's headline, line of text and call to action, shown as live text over the picture
   * (issue 32: never baked into the image); in the section's language.
   */
  title?: string | undefined;
  text?: string | undefined;
  cta?: string | undefined;
  /** The picture's subject, kept in view when the screen crops it. */
  focus?: SlideFocus | undefined;
  /** A video's still, shown until it plays. */
  poster?: string | undefined;
}

export interface HomeSectionData {
  title?: PerLang<string> | undefined;
  text?: PerLang<string> | undefined;
  /** Product ids. */
  products?: string[] | undefined;
  group?:
    | {
        /** The group's or manufacturer's id, when the owner picked it from the list. */
        id?: string | undefined;
        isManufacturer: boolean;
        url: PerLang<string>;
        products?: string[] | undefined;
      }
    | undefined;
  /** Gallery side text placement. */
  tmpl?: "top" | "left" | "right" | undefined;
  /** HTML for html sections. */
  code?: PerLang<string> | undefined;
  /** Countdown target, epoch ms. */
  timestamp?: number | undefined;
  options?: { noHide?: boolean | undefined } | undefined;
  /** Slider autoplay interval in seconds. */
  sliderTime?: number | undefined;
  animation?: string | undefined;
  resources?: SectionResource[] | undefined;
  mobileResources?: SectionResource[] | undefined;
  /** instagram: the profile's address. */
  profileUrl?: string | undefined;
  /** opinions: how many of the latest opinions to show (default 6). */
  count?: number | undefined;
}

/** An Instagram media item (spec 2 §3). */
export interface InstagramMedia {
  media_type: "IMAGE" | "VIDEO" | "CAROUSEL_ALBUM";
  media_url: string;
  thumbnail_url?: string | undefined;
  caption?: string | undefined;
  username?: string | undefined;
}

export interface HomeSection {
  _id: string;
  type: HomeSectionType;
  data: HomeSectionData;
}
