/**
 * The VITE_* variables read through `import.meta.env` (replaced by their values at build time; README
 * "Modes and configuration"). Declared so that code reading them gets a string, not `any`; the other
 * variables are read by src/config.ts from its own typed table.
 */
interface ImportMetaEnv {
  /** `remote` for the build against the real backends; anything else is the embedded demo. */
  readonly VITE_BACKEND?: string;
  /** Where field data goes ('' or unset: nowhere). */
  readonly VITE_TELEMETRY_URL?: string;
  /** `1` or `true`: open the Stately inspector in a development build (src/views/app/inspect.ts). */
  readonly VITE_INSPECT?: string;
  /** The embedded backend's simulated latency, milliseconds (src/mocks/support.ts; default 250). */
  readonly VITE_DEMO_LATENCY_MS?: string;
}
