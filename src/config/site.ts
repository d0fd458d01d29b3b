/**
 * Settings that are not copy: navigation, paths, categories, and the company's facts as the pages use them.
 * The facts themselves live in content/company.yaml (edited in the CMS); a fact not given is `undefined` here,
 * and every page leaves it out. The menus' words live in content/pages/chrome.yaml: here each path and id is
 * paired with its label from there, so the order and the addresses stay settings and the words stay content.
 */

import { readChrome } from '../entries/chrome';
import { companyFacts } from '../entries/company';
import { serviceCategoryIds, type ServiceCategoryId } from '../schemas/service';
import { env } from './env';

export const company = companyFacts();

const chrome = readChrome();

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
  home: { label: chrome.nav.home, href: '/' },
  offer: { label: chrome.nav.offer },
  prices: { label: chrome.nav.prices, href: '/priser' },
  about: { label: chrome.nav.about, href: '/about' },
  contact: { label: chrome.nav.contact, href: '/booking' },
  staff: { label: chrome.nav.staff, href: '/staff' },
} as const;

export const bookingHref = '/booking';
export const demoHref = '/demo';
export const privacyHref = '/privatliv';
/** `Tillid og data` (docs/product.md#tillid): linked from the footer, `/booking`, `/about` and the trust section. */
export const trustHref = '/tillid';
/** `Priser` (docs/product.md#prices-page): linked from the header, the footer and each product page's price. */
export const pricesHref = mainNav.prices.href;
/** `/about`'s `Sådan passer vi på jeres data`, linked from `/booking` and the phone assistant page. */
export const dataProtectionHref = '/about#data';
/** `/about`'s `Sådan forløber et projekt`, linked from every generic service page's steps. */
export const projectCourseHref = '/about#forloeb';

/** A service page's path; the slug is the entry's file name in `content/services/`. */
export const serviceHref = (slug: string) => `/services/${slug}`;

export type { ServiceCategoryId };

/**
 * The six service categories in their fixed order (the ids are the service schema's, src/schemas/service.ts):
 * the mega menu's columns (docs/product.md#mega-menu), each titled as chrome.yaml's `categories` names it.
 * Which services sit in a category, in what order and under which link text is said by each entry's frontmatter.
 */
export const serviceCategories = serviceCategoryIds.map((id) => ({ id, title: chrome.categories[id] }));

/**
 * The four core products: the footer's `Tjenester` list (docs/product.md#shared-footer), the mobile
 * menu's lead tiles under `Book et møde` (docs/product.md#mobile-menu) and the 404 page's suggestions,
 * each named as chrome.yaml's `products` names it.
 */
export const coreProducts: NavLink[] = (
  ['ai-telefonassistent', 'hjemmesider', 'ai-agent', 'procesudvikling'] as const
).map((slug) => ({ label: chrome.products[slug], href: serviceHref(slug) }));

/** The footer's `Virksomhed` list. */
export const footerCompany: NavLink[] = [
  { label: chrome.footer.companyLinks.about, href: '/about' },
  { label: chrome.footer.companyLinks.prices, href: pricesHref },
  { label: chrome.footer.companyLinks.demo, href: demoHref },
  { label: chrome.footer.companyLinks.contact, href: bookingHref },
  { label: chrome.footer.companyLinks.privacy, href: privacyHref },
  { label: chrome.footer.companyLinks.trust, href: trustHref },
];

/** The voice demo agent, and the three voice agents shown in the staff panel (shared with the browser). */
export { demoAgentName, voiceAgentNames } from '../lib/voice-agents.mjs';
