import type { CatalogueWallet } from '@portico/kernel'
import type { CatalogueWalletRecord } from './schema.js'

/** A catalogue wallet in the kernel's `CatalogueWallet` shape, keeping the full record for links. */
export type CatalogueEntry = CatalogueWallet & { record: CatalogueWalletRecord }

export function toCatalogueEntry(record: CatalogueWalletRecord): CatalogueEntry {
  return {
    id: record.id,
    name: record.name,
    imageUrl: record.image_url ?? undefined,
    imageId: record.image_id ?? undefined,
    rdns: record.rdns ?? null,
    record,
  }
}

/** On mobile only wallets that can be opened there (a mobile or web-app link) are useful (API-FACTS 3.1). */
export function isUsableOnPlatform(record: CatalogueWalletRecord, platform: { mobile: boolean }): boolean {
  return !platform.mobile || Boolean(record.mobile_link || record.webapp_link)
}
