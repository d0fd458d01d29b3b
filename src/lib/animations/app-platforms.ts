/** The platform switch of the apps page: it changes only what the mock-up shows. */

export type AppPlatformId = 'hybrid' | 'ios' | 'android';

export interface AppPlatform {
  id: AppPlatformId;
  label: string;
  /** The technology the mock-up names for this platform. */
  technology: string;
  /** Where the finished app is published. */
  store: string;
}

export const appPlatforms: readonly AppPlatform[] = [
  {
    id: 'hybrid',
    label: 'Hybrid',
    technology: 'React Native – én kodebase til iOS og Android',
    store: 'App Store og Google Play',
  },
  { id: 'ios', label: 'iOS', technology: 'Swift og SwiftUI', store: 'App Store' },
  { id: 'android', label: 'Android', technology: 'Kotlin og Jetpack Compose', store: 'Google Play' },
];

export const defaultAppPlatform: AppPlatformId = 'hybrid';

export const findAppPlatform = (id: AppPlatformId): AppPlatform =>
  appPlatforms.find((platform) => platform.id === id) ?? appPlatforms[0]!;
