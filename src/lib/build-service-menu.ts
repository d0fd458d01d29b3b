/** One column of the mega menu and the mobile menu. */
export interface MenuCategory {
  id: string;
  title: string;
  services: { slug: string; label: string }[];
}

/** A column's id and title (`serviceCategories` in src/config/site.ts). */
export interface MenuColumn {
  id: string;
  title: string;
}

/** What the menu needs of a service entry: its slug (`id`) and three frontmatter fields. */
export interface MenuEntry {
  id: string;
  data: { category: string; menuLabel: string; order: number };
}

/**
 * The menu columns, in the order of `categories` (the site's `serviceCategories`), each listing its
 * services by `order`. Two services with the same place in one column stop the build: the menu order
 * would be a guess.
 */
export function buildServiceMenu(categories: readonly MenuColumn[], entries: readonly MenuEntry[]): MenuCategory[] {
  return categories.map(({ id, title }) => {
    const members = entries.filter((entry) => entry.data.category === id);
    const byOrder = [...members].sort((a, b) => a.data.order - b.data.order);
    const clash = byOrder.find((entry, i) => i > 0 && entry.data.order === byOrder[i - 1]!.data.order);
    if (clash) throw new Error(`Two services in "${title}" have order ${clash.data.order}; give ${clash.id} its own.`);
    return { id, title, services: byOrder.map((entry) => ({ slug: entry.id, label: entry.data.menuLabel })) };
  });
}
