export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate on the first pointer, touch or focus inside the element matching this selector
     * (default: the island's parent); `{ replay: true }` watches the island itself and replays
     * an action begun before it is ready (see src/directives/intent.ts).
     */
    'client:intent'?: string | boolean | { area?: string; replay?: boolean };
  }
}
