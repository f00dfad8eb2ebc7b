import type { ReactNode } from 'react'

// Inline icons of the shell: decorative; the buttons around them carry the accessible names.
function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  )
}

export const BackIcon = () => (
  <Icon>
    <path d="M12.5 4.5 7 10l5.5 5.5" />
  </Icon>
)

export const CloseIcon = () => (
  <Icon>
    <path d="m5 5 10 10M15 5 5 15" />
  </Icon>
)

export const SuccessIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="8" />
    <path d="m6.5 10.2 2.3 2.3 4.7-4.8" />
  </Icon>
)

export const ErrorIcon = () => (
  <Icon>
    <circle cx="10" cy="10" r="8" />
    <path d="M10 6v4.5M10 13.6v.1" />
  </Icon>
)
