import { forwardRef } from 'react'
import { useT } from './context.js'
import { IconButton } from './IconButton.js'
import { CloseIcon, SearchIcon } from './icons.js'
import { TextInput, type TextInputProps } from './TextInput.js'

export type SearchInputProps = Omit<
  TextInputProps,
  'type' | 'value' | 'onChange' | 'leading' | 'trailing'
> & {
  value: string
  onValueChange: (value: string) => void
}

/** A search field with a magnifier and a clear button; Escape clears a non-empty field. */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  { value, onValueChange, onKeyDown, ...rest },
  ref,
) {
  const t = useT()
  return (
    <TextInput
      ref={ref}
      type="search"
      autoComplete="off"
      spellCheck={false}
      value={value}
      onChange={(event) => onValueChange(event.target.value)}
      onKeyDown={(event) => {
        // Only a field with text swallows Escape; an empty one lets it close the modal.
        if (event.key === 'Escape' && value) {
          event.preventDefault()
          event.stopPropagation()
          onValueChange('')
        }
        onKeyDown?.(event)
      }}
      leading={<SearchIcon />}
      trailing={
        value ? (
          <IconButton
            label={t('primitives.search.clear')}
            icon={<CloseIcon />}
            onClick={() => onValueChange('')}
          />
        ) : null
      }
      {...rest}
    />
  )
})
