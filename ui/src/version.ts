/** Version of @portico/ui (kept in step with package.json). */
export const UI_VERSION = '0.1.0'
