import { getCollection } from 'astro:content';
import { serviceCategories } from '../../config/site';
import { buildServiceMenu } from '../../lib/build-service-menu';

/**
 * The menu columns, read once per build. Awaited at module level so the header renders without
 * waiting; awaited inside Header, it would let the page's own islands render (and number) first.
 */
export const serviceMenu = buildServiceMenu(serviceCategories, await getCollection('services'));
