import { use } from 'react'
import { StyleNonceContext } from './styleNonce.js'

/**
 * Emits a stylesheet with React 19's `<style href precedence>`: hoisted into <head>, deduplicated
 * by `href` across components and instances, and rendered by the server too. Every rule in `css`
 * must start with `[data-portico]` (see `theme/css.ts`). Carries the provider's `styleNonce`, if any.
 *
 * @example
 * <PorticoStyle href="connect-view" css={connectViewCss} />
 */
export function PorticoStyle({ href, css }: { href: string; css: string }) {
  const nonce = use(StyleNonceContext)
  return (
    <style href={`portico-${href}`} precedence="portico" nonce={nonce}>
      {css}
    </style>
  )
}
