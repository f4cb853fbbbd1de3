import type { SVGProps } from 'react'

/** A few 16 px line icons for the antd-free pieces (toasts, alerts, back to top); decorative. */
function Icon({ children, ...props }: SVGProps<SVGSVGElement>) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  )
}

export const CloseIcon = () => (
  <Icon>
    <path d="M4 4l8 8M12 4l-8 8" />
  </Icon>
)

export const ErrorIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.8 5.8l4.4 4.4M10.2 5.8l-4.4 4.4" />
  </Icon>
)

export const WarningIcon = () => (
  <Icon>
    <path d="M8 1.8l6.5 11.7h-13z" />
    <path d="M8 6.3v3.3M8 11.6v.1" />
  </Icon>
)

export const SuccessIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M5.2 8.2l2 2 3.8-4.2" />
  </Icon>
)

export const InfoIcon = () => (
  <Icon>
    <circle cx="8" cy="8" r="6.5" />
    <path d="M8 7.2v4M8 4.6v.1" />
  </Icon>
)

export const ArrowUpIcon = () => (
  <Icon width="18" height="18">
    <path d="M3 2.5h10M8 13.5V5.5M4.5 9L8 5.5 11.5 9" />
  </Icon>
)
