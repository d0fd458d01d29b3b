/**
 * The single source of brand, contact details, navigation and voice-agent names.
 * Defaults are placeholders; a deployer overrides the marked ones through the environment
 * (see README, "Brand and contact details").
 */

import { env } from './env';

export const company = {
  name: env.companyName,
  legalName: env.companyLegalName,
  email: env.contactEmail,
  phone: env.contactPhone,
  address: {
    street: 'Rugårdsvej 55',
    postalCode: '5230',
    city: 'Odense M',
    country: 'Danmark',
  },
  cvr: '41825367',
  tagline: 'AI-løsninger til danske virksomheder',
  foundedYear: 2025,
} as const;

/** `tel:` link target for the phone number as written for people. */
export const phoneHref = `tel:${company.phone.replace(/[^\d+]/g, '')}`;
export const emailHref = `mailto:${company.email}`;

/** The canonical origin used for canonical URLs, Open Graph, JSON-LD, sitemap and robots.txt. */
export const siteUrl = env.siteUrl;

export interface NavLink {
  label: string;
  href: string;
}

/** Header links; `Vi tilbyder` opens the mega menu and is placed after `Hjem`. */
export const mainNav = {
  home: { label: 'Hjem', href: '/' },
  offer: { label: 'Vi tilbyder' },
  about: { label: 'Om Os', href: '/about' },
  contact: { label: 'Kontakt', href: '/booking' },
  staff: { label: 'Staff', href: '/staff' },
} as const;

export const bookingHref = '/booking';
export const demoHref = '/demo';
export const privacyHref = '/privatliv';

/** The 27 service slugs; each has a file `content/services/{slug}.mdx`. */
export const serviceSlugs = [
  'kunstig-intelligens',
  'forretningsintelligens',
  'dataplatforme',
  'datastrategi',
  'procesudvikling',
  'applikationstjenester',
  'digital-transformation',
  'sikkerhed',
  'softwareudvikling',
  'apps',
  'branding',
  'design-ux',
  'digital-markedsforing',
  'e-handel',
  'selvbetjening',
  'kundeservice',
  'erp',
  'integrationsplatforme',
  'moderne-arbejdsmiljo',
  'salg-markedsforing',
  'cloud-datacenter',
  'endpoint-styring',
  'sikkerhed-identitet',
  'ai-agent',
  'ai-telefonassistent',
  'ai-generation',
  'hjemmesider',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];

export const serviceHref = (slug: ServiceSlug) => `/services/${slug}`;

export interface MenuCategory {
  id: string;
  title: string;
  services: { slug: ServiceSlug; label: string }[];
}

/** The six mega-menu categories; every slug sits in exactly one. */
export const menuCategories: MenuCategory[] = [
  {
    id: 'data-ai',
    title: 'Data & AI',
    services: [
      { slug: 'kunstig-intelligens', label: 'Kunstig intelligens' },
      { slug: 'forretningsintelligens', label: 'Forretningsintelligens' },
      { slug: 'dataplatforme', label: 'Dataplatforme' },
      { slug: 'datastrategi', label: 'Datastrategi' },
      { slug: 'procesudvikling', label: 'Procesudvikling' },
      { slug: 'ai-generation', label: 'AI-generering' },
    ],
  },
  {
    id: 'software',
    title: 'Softwareudvikling',
    services: [
      { slug: 'softwareudvikling', label: 'Softwareudvikling' },
      { slug: 'applikationstjenester', label: 'Applikationstjenester' },
      { slug: 'apps', label: 'Apps' },
      { slug: 'integrationsplatforme', label: 'Integrationsplatforme' },
    ],
  },
  {
    id: 'experiences',
    title: 'Digitale oplevelser',
    services: [
      { slug: 'hjemmesider', label: 'Hjemmesider' },
      { slug: 'branding', label: 'Branding' },
      { slug: 'design-ux', label: 'Design og UX' },
      { slug: 'digital-markedsforing', label: 'Digital markedsføring' },
      { slug: 'e-handel', label: 'E-handel og PIM' },
      { slug: 'selvbetjening', label: 'Selvbetjening' },
    ],
  },
  {
    id: 'business',
    title: 'Forretning',
    services: [
      { slug: 'digital-transformation', label: 'Digital transformation' },
      { slug: 'kundeservice', label: 'Kundeservice' },
      { slug: 'erp', label: 'ERP' },
      { slug: 'salg-markedsforing', label: 'Salg og marketing' },
      { slug: 'moderne-arbejdsmiljo', label: 'Moderne arbejdsmiljø' },
    ],
  },
  {
    id: 'cloud-security',
    title: 'Cloud-platforme og sikkerhed',
    services: [
      { slug: 'cloud-datacenter', label: 'Cloud og datacenter' },
      { slug: 'endpoint-styring', label: 'Endpoint-styring' },
      { slug: 'sikkerhed', label: 'Sikkerhed' },
      { slug: 'sikkerhed-identitet', label: 'Sikkerhed og identitet' },
    ],
  },
  {
    id: 'products',
    title: 'Produkter',
    services: [
      { slug: 'ai-telefonassistent', label: 'AI-telefonassistent' },
      { slug: 'ai-agent', label: 'Chatbot' },
    ],
  },
];

/** The footer's `Tjenester` list (SPEC "Shared footer"). */
export const footerServices: NavLink[] = [
  { label: 'AI-telefonassistent', href: serviceHref('ai-telefonassistent') },
  { label: 'Hjemmesider', href: serviceHref('hjemmesider') },
  { label: 'Chatbot', href: serviceHref('ai-agent') },
  { label: 'Automatisering', href: serviceHref('procesudvikling') },
];

/** The footer's `Virksomhed` list. */
export const footerCompany: NavLink[] = [
  { label: 'Om os', href: '/about' },
  { label: 'Demo', href: demoHref },
  { label: 'Kontakt', href: bookingHref },
  { label: 'Privatlivspolitik', href: privacyHref },
];

/** The voice demo agent, and the three voice agents shown in the staff panel. */
export const demoAgentName = 'Sofie';
export const voiceAgentNames = ['Sofie', 'Magnus', 'Freja'] as const;
