import { PorticoStyle } from '../theme/PorticoStyle.js'

/**
 * A component's stylesheet, emitted once per document however many times the component renders
 * (the shell's `PorticoStyle`: React 19 `<style href precedence>`). Every rule starts with `[data-portico]`.
 */
export function Styles({ id, css }: { id: string; css: string }) {
  return <PorticoStyle href={id} css={css} />
}
