export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first pointer or focus inside the element matching this selector. */
    'client:intent'?: string | boolean;
  }
}
