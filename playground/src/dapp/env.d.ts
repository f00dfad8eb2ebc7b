/// <reference types="vite/client" />
import type { PlaygroundServices } from '../../../testkit/src/services/playgroundServices.js'

declare global {
  /** Replaced by the dev server with the URLs of the running services (`playground/vite.config.ts`). */
  const __PORTICO_SERVICES__: PlaygroundServices | null
}
