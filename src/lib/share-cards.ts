import { demoAgentName } from './voice-agents.mjs';

/** The share image's size: what LinkedIn, Facebook and X show large (1.91 : 1). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** What a page's share image shows: its title and, above it, a short label (a category). */
export interface ShareCard {
  /** The page's route, as BaseLayout sees it: `/`, `/about`, `/services/erp`. */
  path: string;
  title: string;
  label: string;
}

/** The pages outside the services collection, with their titles as their BaseLayout has them. */
export const pageShareCards: ShareCard[] = [
  { path: '/', title: 'AI-telefonassistent, chatbot og automatisering', label: 'AI-løsninger til danske virksomheder' },
  { path: '/about', title: 'Om os', label: 'Virksomheden' },
  { path: '/booking', title: 'Book et uforpligtende møde', label: 'Kontakt' },
  { path: '/demo', title: `Prøv ${demoAgentName} – live demo af vores AI-stemmeagent`, label: 'Demo' },
  { path: '/privatliv', title: 'Privatlivspolitik', label: 'Persondata' },
  { path: '/tillid', title: 'Tillid og data', label: 'Virksomheden' },
  { path: '/priser', title: 'Priser', label: 'Virksomheden' },
  { path: '/staff', title: 'Medarbejderpanel', label: 'Internt' },
  { path: '/404', title: 'Siden blev ikke fundet', label: 'Fejl 404' },
];

/**
 * A service page's card, labelled with its category's title.
 * @param categories the site's `serviceCategories` (src/config/site.ts)
 */
export const serviceShareCard = (
  slug: string,
  data: { title: string; category: string },
  categories: readonly { id: string; title: string }[],
): ShareCard => ({
  path: `/services/${slug}`,
  title: data.title,
  label: categories.find((c) => c.id === data.category)?.title ?? 'Vi tilbyder',
});

/** Where a page's share image is served: `/` → `/og/index.png`, `/services/erp` → `/og/services/erp.png`. */
export const shareImagePath = (path: string): string => `/og/${path === '/' ? 'index' : path.replace(/^\//, '')}.png`;
