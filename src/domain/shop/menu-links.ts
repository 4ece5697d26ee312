/**
 * The header's menu from the owner's entries (issue 31): visible links only, children
 * included, each given an id by its position. Entries the owner hid (`menuHidden`) and entries
 * of owner HTML are left out: the header's menu is links. The shop's header (menu.service.ts)
 * and the back office's preview of a draft (content-frame.ts) build it alike.
 */

export interface MenuLink {
  text: string;
  url: string;
  menuHidden?: boolean | undefined;
  type?: "html" | undefined;
  html?: string | undefined;
  children?: MenuLink[] | undefined;
}

/** A header menu node (contracts/menu.types.ts `MenuNode`). */
export interface MenuLinkNode {
  id: string;
  name: string;
  url: string;
  children: MenuLinkNode[];
}

export function menuNodes(entries: readonly MenuLink[], prefix = "m"): MenuLinkNode[] {
  return entries.flatMap((e, i) =>
    e.menuHidden || e.type === "html"
      ? []
      : [
          {
            id: `${prefix}${i}`,
            name: e.text,
            url: e.url,
            children: menuNodes(e.children ?? [], `${prefix}${i}-`),
          },
        ],
  );
}
