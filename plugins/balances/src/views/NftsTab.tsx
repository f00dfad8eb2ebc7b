export default function NftsTab() {
  return null
}
