// The plugin's view module. A real plugin would default-export a React component; this one stays
// framework-free so the example needs nothing but the kernel: the ui renders strings as text.
export default function GreetingView(): string {
  return 'Hello from a third-party plugin'
}
