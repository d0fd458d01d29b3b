import { company, siteUrl } from '../../config/site';

/** Node ids, so the page's objects point at one organisation instead of repeating it. */
const organizationId = `${siteUrl}/#organization`;
const websiteId = `${siteUrl}/#website`;

/** schema.org Organization for every page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId,
    name: company.name,
    url: `${siteUrl}/`,
    // A raster logo (public/logo.png, the favicon rendered at 512 px): search engines want one.
    logo: { '@type': 'ImageObject', url: `${siteUrl}/logo.png`, width: 512, height: 512 },
    email: company.email,
    telephone: company.phone,
    // The registration only as the deployer states it (src/config/site.ts); JSON.stringify drops what is unset.
    legalName: company.legalName,
    vatID: company.cvr && `DK${company.cvr}`,
    address: company.address && {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: 'DK',
    },
  };
}

/** schema.org WebSite for every page, published by the organisation. */
export function websiteJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId,
    name: company.name,
    url: `${siteUrl}/`,
    inLanguage: 'da-DK',
    publisher: { '@id': organizationId },
  };
}

/** schema.org Service for a service page. */
export function serviceJsonLd(name: string, description: string, path: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: `${siteUrl}${path}`,
    areaServed: { '@type': 'Country', name: 'Danmark' },
    provider: { '@id': organizationId },
  };
}

/** schema.org BreadcrumbList from (name, path) pairs, the first being the home page. */
export function breadcrumbJsonLd(items: { name: string; path: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: `${siteUrl}${item.path}`,
    })),
  };
}
