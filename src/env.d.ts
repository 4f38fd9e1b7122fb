// Settings the build puts into the site.
interface ImportMetaEnv {
  /** Base address of the content API; `/cms` (the same origin) when unset. */
  readonly VITE_API_BASE?: string;
  /** Identifies the build; a new one discards the saved query cache. */
  readonly VITE_BUILD_ID?: string;
}
