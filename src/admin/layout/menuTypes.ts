// The menu as plain data: `{ key, label, color, items: [{ key, label, to }] }[]`, the shape that
// src/shared/clients buildMenu(profile, level, roles) returns, so client profiles can drive it later.
export interface MenuItemData {
  key: string;
  label: string;
  to: string;
  /** Optional Material icon name (resource files give one). */
  icon?: string;
}

export interface MenuSectionData {
  key: string;
  label: string;
  color: string;
  items: MenuItemData[];
}
