/**
 * `developmentChecks` of production builds (see development.ts): a constant false, so the bundler
 * drops every check it guards.
 */
export const developmentChecks: boolean = false
