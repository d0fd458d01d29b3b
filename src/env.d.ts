/// <reference types="astro/client" />

interface ImportMetaEnv {
  readonly SITE_URL?: string;
  readonly PUBLIC_COMPANY_NAME?: string;
  readonly PUBLIC_COMPANY_LEGAL_NAME?: string;
  readonly PUBLIC_CONTACT_EMAIL?: string;
  readonly PUBLIC_CONTACT_PHONE?: string;
  readonly PUBLIC_BOOKING_WEBHOOK_URL?: string;
  readonly PUBLIC_VAPI_PUBLIC_KEY?: string;
  readonly PUBLIC_VAPI_ASSISTANT_ID?: string;
  readonly STAFF_PASSWORD_HASH?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
