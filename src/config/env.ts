/**
 * The one place that reads the build environment (`.env` or the host's variables; README,
 * "Configuration"). Pages and config import the values from here; nothing else reads
 * `import.meta.env`. astro.config.mjs passes Vite's `loadEnv` result through `readEnv`, so the
 * config (`site`, the CSP) and the pages see the same values and the same defaults.
 */

type EnvSource = Partial<Record<keyof ImportMetaEnv, string | undefined>>;

/** A value as configured, or the fallback when it is missing or blank. */
const valueOr = (value: string | undefined, fallback: string) => value?.trim() || fallback;

export function readEnv(source: EnvSource) {
  return {
    /** The canonical origin, without a trailing slash. */
    siteUrl: valueOr(source.SITE_URL, 'https://www.fynbo-ai.dk').replace(/\/+$/, ''),
    companyName: valueOr(source.PUBLIC_COMPANY_NAME, 'Fynbo AI'),
    companyLegalName: valueOr(source.PUBLIC_COMPANY_LEGAL_NAME, 'Fynbo AI ApS'),
    contactEmail: valueOr(source.PUBLIC_CONTACT_EMAIL, 'kontakt@fynbo-ai.dk'),
    contactPhone: valueOr(source.PUBLIC_CONTACT_PHONE, '+45 70 20 30 40'),
    // Empty means "not set up": the booking form, the demo and the staff panel each say so.
    bookingWebhookUrl: valueOr(source.PUBLIC_BOOKING_WEBHOOK_URL, ''),
    vapiPublicKey: valueOr(source.PUBLIC_VAPI_PUBLIC_KEY, ''),
    vapiAssistantId: valueOr(source.PUBLIC_VAPI_ASSISTANT_ID, ''),
    staffPasswordHash: valueOr(source.STAFF_PASSWORD_HASH, ''),
  };
}

// Vite fills import.meta.env at build time; plain Node (the Playwright runner) has none.
export const env = readEnv(import.meta.env ?? {});
