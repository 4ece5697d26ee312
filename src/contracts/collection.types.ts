/** A product group (`/g/{url}`) or manufacturer (`/m/{url}`) page's own texts and addresses. */
export interface CollectionPage {
  kind: "group" | "manufacturer";
  id: number;
  texts: { name: string; url: string; description: string; description2: string };
  /** Url of this group or manufacturer in every language. */
  urls: Record<string, string>;
}
