import { company, siteUrl } from '../config/site';

/** schema.org Organization for every page. */
export function organizationJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    email: company.email,
    telephone: company.phone,
    vatID: `DK${company.cvr}`,
    address: {
      '@type': 'PostalAddress',
      streetAddress: company.address.street,
      postalCode: company.address.postalCode,
      addressLocality: company.address.city,
      addressCountry: 'DK',
    },
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
    provider: { '@type': 'Organization', name: company.name, url: `${siteUrl}/` },
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
