// TODO(views): placeholder so the ui() plugin's lazy import resolves; the views engineer replaces it.
// Contract: a default-exported component with no props, reading what it needs through the hooks.
import { useRouter } from '../hooks/useRouter.js'

export default function SwitchNetworkView() {
  const { view } = useRouter()
  return <p data-placeholder-view={view}>SwitchNetwork</p>
}
