export default function TokensTab() {
  return null
}
