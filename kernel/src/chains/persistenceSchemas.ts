// Schemas of the wallet controller's stored data. Loaded only when stored data exists, so a first
// visit ships no validation code before the first click.
import * as z from 'zod/mini'
import { CHAIN_NAMESPACES } from '../firstPaintConstants.js'
import { recentWalletsSchema } from '../wallet/recentWalletsSchema.js'

const namespaceSchema = z.enum(CHAIN_NAMESPACES)
const caipNetworkIdSchema = z.string().check(z.regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,64}$/))

export const persistedSchemas = {
  connections: z.partialRecord(
    namespaceSchema,
    z.object({ connectorId: z.string().check(z.minLength(1)), caipNetworkId: caipNetworkIdSchema }),
  ),
  activeNamespace: namespaceSchema,
  activeNetworks: z.partialRecord(namespaceSchema, caipNetworkIdSchema),
  recentWallets: recentWalletsSchema,
}
