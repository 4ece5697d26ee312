/** The category menu: the layout loads it and the header renders it. */
export interface MenuNode {
  id: string;
  name: string;
  url: string;
  children: MenuNode[];
}
