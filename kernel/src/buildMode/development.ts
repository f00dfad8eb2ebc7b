/**
 * True in development and test builds, false in production builds: composition checks (a plugin
 * list, a plugin's options) guarded by it fail fast with named errors while an app is written and
 * cost nothing on its page. `@portico/kernel` picks this module or `production.ts` through the
 * `#build-mode` import and its `production` export condition, which Vite and other bundlers set
 * for production builds; without the condition (Vitest, Node, esbuild) the checks stay on.
 *
 * Only for checks of the app's own configuration, seen when it composes: input from outside
 * (requests, responses, storage) is checked in every build.
 *
 * @example
 * import { definePlugin, developmentChecks } from '@portico/kernel'
 *
 * export function hello(options: HelloOptions = {}) {
 *   // The bundler drops the check, and checkHelloOptions with it, from production builds.
 *   if (developmentChecks) checkHelloOptions(options)
 *   return definePlugin({ id: 'hello', version: '0.1.0', kernel: '^1', register() {} })
 * }
 */
export const developmentChecks: boolean = true
