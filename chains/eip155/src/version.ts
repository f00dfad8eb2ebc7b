/** Version of @portico/chain-eip155 (kept in step with package.json). */
export const VERSION = '0.1.0'
