import { useEffect, useState } from 'react'
import { Button } from './Button.js'
import { usePortico, useT } from './context.js'
import { IconButton } from './IconButton.js'
import { CheckIcon, CopyIcon } from './icons.js'

const COPIED_ICON_MS = 1500

export type CopyButtonProps = {
  value: string
  /** The accessible name; defaults to "Copy". */
  label?: string
  /** Shows the label beside the icon (a secondary button) where the icon alone would not say what it copies. */
  showLabel?: boolean
}

/**
 * Copies `value` to the clipboard. `navigator.clipboard` is looked up on click only (never during
 * render, so server rendering is safe); success and failure are told through the kernel's toasts.
 */
export function CopyButton({ value, label, showLabel = false }: CopyButtonProps) {
  const portico = usePortico()
  const t = useT()
  const [copied, setCopied] = useState(false)

  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_ICON_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard
      if (!clipboard) throw new Error('The Clipboard API is not available.')
      await clipboard.writeText(value)
      setCopied(true)
      portico.notifications.success(t('primitives.copy.copied'))
    } catch (error) {
      portico.log.warn('Copying failed', error)
      portico.notifications.error(t('primitives.copy.failed'))
    }
  }

  const name = label ?? t('primitives.copy.label')
  const icon = copied ? <CheckIcon /> : <CopyIcon />
  if (showLabel)
    return (
      <Button variant="secondary" icon={icon} onClick={() => void copy()}>
        {name}
      </Button>
    )
  return <IconButton label={name} icon={icon} onClick={() => void copy()} />
}
