import { getEntry } from 'astro:content';
import type { PageData, PageId } from '../schemas/pages/index.ts';

/** A page's copy from content/pages/<id>.yaml, typed as its own schema says. */
export async function pageCopy<Id extends PageId>(id: Id): Promise<PageData<Id>> {
  const entry = await getEntry('pages', id);
  if (!entry || entry.data.page !== id) throw new Error(`content/pages/${id}.yaml is missing or names another page`);
  return entry.data as PageData<Id>;
}
