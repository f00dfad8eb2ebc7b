import { Component, type ErrorInfo, type ReactNode } from 'react'

type Props = {
  children: ReactNode
  message: string
  retryLabel: string
  onRetry: () => void
  onError: (error: unknown, info: ErrorInfo) => void
}

/** Shows a retryable error state when a view fails to load or to render; the shell stays usable. */
export class ViewErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.props.onError(error, info)
  }

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <div className="portico-shell-error" role="alert">
        <p>{this.props.message}</p>
        <button type="button" className="portico-shell-text-button" onClick={this.props.onRetry}>
          {this.props.retryLabel}
        </button>
      </div>
    )
  }
}
