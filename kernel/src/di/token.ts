/**
 * A typed service token: a unique symbol branded with the service type, so `resolve(token)` infers
 * what it returns. Names follow `<pluginId>.<kebab-name>`.
 */
export type Token<T> = symbol & { readonly __service?: T }

export type TokenType<TToken> = TToken extends Token<infer T> ? T : never

export function createToken<T>(name: string): Token<T> {
  return Symbol(name) as Token<T>
}

export function tokenName(token: Token<unknown>): string {
  return token.description ?? 'anonymous token'
}
