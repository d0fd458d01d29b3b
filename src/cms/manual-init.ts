/**
 * Imported before the CMS, so it finds this flag when it loads and waits for ./admin.ts to start it with the
 * generated configuration, instead of starting by itself and fetching a config.yml that does not exist.
 */
(window as Window & { CMS_MANUAL_INIT?: boolean }).CMS_MANUAL_INIT = true;
