/// <reference types="astro/client" />

// The build environment's variables, typed from their one description in src/config/env.ts.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- only an interface merges into Vite's ImportMetaEnv
interface ImportMetaEnv extends Readonly<import('./config/env').EnvSource> {}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
