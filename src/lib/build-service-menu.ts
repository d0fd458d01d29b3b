import { serviceCategories } from '../config/site';
import type { ServiceData } from './service-schema';

/** One column of the mega menu and the mobile menu. */
export interface MenuCategory {
  id: string;
  title: string;
  services: { slug: string; label: string }[];
}

/** What the menu needs of a service entry: its slug (`id`) and three frontmatter fields. */
export interface MenuEntry {
  id: string;
  data: Pick<ServiceData, 'category' | 'menuLabel' | 'order'>;
}

/**
 * The menu columns, in `serviceCategories` order, each listing its services by `order`. Two
 * services with the same place in one column stop the build: the menu order would be a guess.
 */
export function buildServiceMenu(entries: readonly MenuEntry[]): MenuCategory[] {
  return serviceCategories.map(({ id, title }) => {
    const members = entries.filter((entry) => entry.data.category === id);
    const byOrder = [...members].sort((a, b) => a.data.order - b.data.order);
    const clash = byOrder.find((entry, i) => i > 0 && entry.data.order === byOrder[i - 1]!.data.order);
    if (clash) throw new Error(`Two services in "${title}" have order ${clash.data.order}; give ${clash.id} its own.`);
    return { id, title, services: byOrder.map((entry) => ({ slug: entry.id, label: entry.data.menuLabel })) };
  });
}
