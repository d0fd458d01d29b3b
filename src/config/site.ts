/**
 * Settings that are not copy: navigation, paths, categories, and the company's facts as the pages use them.
 * The facts themselves live in content/company.yaml (edited in the CMS); a fact not given is `undefined` here,
 * and every page leaves it out.
 */

import { companyFacts } from '../entries/company';
import { env } from './env';

export const company = {
  ...companyFacts(),
  tagline: 'AI-løsninger til danske virksomheder',
} as const;

/** The name the copyright line, the privacy policy and the booking consent give: the registered one once stated. */
export const registeredName = company.legalName ?? company.name;

/** The company's page in the public company register, where anyone can check its name, address and owners. */
export const companyRegisterHref = company.cvr && `https://datacvr.virk.dk/enhed/virksomhed/${company.cvr}`;

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
/** `Tillid og data` (docs/product.md#tillid): linked from the footer, `/booking`, `/about` and the trust section. */
export const trustHref = '/tillid';
/** `/about`'s `Sådan passer vi på jeres data`, linked from `/booking` and the phone assistant page. */
export const dataProtectionHref = '/about#data';
/** `/about`'s `Sådan forløber et projekt`, linked from every generic service page's steps. */
export const projectCourseHref = '/about#forloeb';

/** A service page's path; the slug is the entry's file name in `content/services/`. */
export const serviceHref = (slug: string) => `/services/${slug}`;

/**
 * The six service categories in their fixed order: the mega menu's columns (docs/product.md#mega-menu).
 * Which services sit in a category, in what order and under which link text is said by each entry's
 * frontmatter.
 */
export const serviceCategories = [
  { id: 'data-ai', title: 'Data & AI' },
  { id: 'software', title: 'Softwareudvikling' },
  { id: 'experiences', title: 'Digitale oplevelser' },
  { id: 'business', title: 'Forretning' },
  { id: 'cloud-security', title: 'Cloud-platforme og sikkerhed' },
  { id: 'products', title: 'Produkter' },
] as const;

export type ServiceCategoryId = (typeof serviceCategories)[number]['id'];

/**
 * The four core products: the footer's `Tjenester` list (docs/product.md#shared-footer), the mobile
 * menu's lead tiles under `Book et møde` (docs/product.md#mobile-menu) and the 404 page's suggestions.
 */
export const coreProducts: NavLink[] = [
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
  { label: 'Tillid og data', href: trustHref },
];

/** The voice demo agent, and the three voice agents shown in the staff panel (shared with the browser). */
export { demoAgentName, voiceAgentNames } from '../lib/voice-agents.mjs';
