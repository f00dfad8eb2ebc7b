import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { vars } from '../theme/tokens.js'
import { baseCss } from './baseStyles.js'
import { Styles } from './Styles.js'

const css = `${baseCss}
[data-portico] .portico-tabs-list { display: flex; gap: ${vars.space.xs}; padding: ${vars.space.xs};
  border-radius: ${vars.radius.full}; background: ${vars.color.surface}; }
[data-portico] .portico-tab { flex: 1; min-height: 32px; padding: 0 ${vars.space.md}; border: 0;
  border-radius: ${vars.radius.full}; background: transparent; color: ${vars.color.foregroundMuted};
  font-family: ${vars.font.family}; font-size: ${vars.font.sizeMedium}; font-weight: ${vars.font.weightMedium}; cursor: pointer; }
[data-portico] .portico-tab[aria-selected='true'] { background: ${vars.color.background}; color: ${vars.color.foreground}; }
[data-portico] .portico-tab-panel { padding-top: ${vars.space.md}; }
`

export type TabItem = { id: string; label: string }

export type TabsProps = {
  tabs: readonly TabItem[]
  selected: string
  onSelect: (id: string) => void
  /** Names the tab list for assistive technology. */
  label: string
  /** The selected tab's content. */
  children: ReactNode
}

/**
 * An accessible tab list (WAI-ARIA tabs pattern, automatic activation): one tab stop, arrow keys,
 * Home and End move and select, the panel is labelled by its tab.
 */
export function Tabs({ tabs, selected, onSelect, label, children }: TabsProps) {
  const baseId = useId()
  const buttons = useRef(new Map<string, HTMLButtonElement>())
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = (id: string) => `${baseId}-panel-${id}`

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected)
    const last = tabs.length - 1
    const target =
      event.key === 'ArrowRight'
        ? index >= last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index <= 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined
    const next = target === undefined ? undefined : tabs[target]
    if (!next) return
    event.preventDefault()
    onSelect(next.id)
    buttons.current.get(next.id)?.focus()
  }

  return (
    <>
      <Styles id="tabs" css={css} />
      <div role="tablist" aria-label={label} className="portico-tabs-list" onKeyDown={move}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(node) => {
              if (node) buttons.current.set(tab.id, node)
              else buttons.current.delete(tab.id)
            }}
            type="button"
            role="tab"
            id={tabId(tab.id)}
            aria-selected={tab.id === selected}
            aria-controls={panelId(tab.id)}
            tabIndex={tab.id === selected ? 0 : -1}
            className="portico-tab portico-focusable"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={panelId(selected)}
        aria-labelledby={tabId(selected)}
        className="portico-tab-panel"
      >
        {children}
      </div>
    </>
  )
}
