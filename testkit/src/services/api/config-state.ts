import { z } from 'zod'

/** Remote feature ids of `GET /appkit/v1/config` (API-FACTS §3.3). */
export const FEATURE_IDS = [
  'multi_wallet',
  'activity',
  'onramp',
  'swap',
  'social_login',
  'reown_branding',
  'email_capture',
  'fund_from_exchange',
  'payments',
  'reown_authentication',
  'headless',
] as const

export const featureSchema = z
  .object({
    id: z.enum(FEATURE_IDS),
    isEnabled: z.boolean(),
    config: z.array(z.string()).nullable(),
  })
  .strict()

export type RemoteFeature = z.infer<typeof featureSchema>

export const projectLimitsSchema = z
  .object({
    tier: z.enum(['none', 'starter', 'pro', 'enteprise']),
    isAboveRpcLimit: z.boolean(),
    isAboveMauLimit: z.boolean(),
  })
  .strict()

export type ProjectLimits = z.infer<typeof projectLimitsSchema>

/** Everything `POST /__emulator/config` can change. */
export type EmulatorSettings = {
  features: RemoteFeature[]
  allowedOrigins: string[]
  analyticsEnabled: boolean
  projectLimits: ProjectLimits
  /** null: any non-empty project id is accepted. */
  knownProjectIds: string[] | null
}

export const settingsPatchSchema = z
  .object({
    features: z.array(featureSchema).optional(),
    allowedOrigins: z.array(z.string()).optional(),
    analyticsEnabled: z.boolean().optional(),
    projectLimits: projectLimitsSchema.optional(),
    knownProjectIds: z.array(z.string()).nullable().optional(),
  })
  .strict()

export type SettingsPatch = z.infer<typeof settingsPatchSchema>

/**
 * Default remote features: every feature listed, enabled, with `config: null`, so the client falls back
 * to its local options for all of them (a missing feature would force it off).
 */
export function defaultFeatures(): RemoteFeature[] {
  return FEATURE_IDS.map((id) => ({ id, isEnabled: true, config: null }))
}

export function defaultSettings(knownProjectIds: readonly string[] | undefined): EmulatorSettings {
  return {
    features: defaultFeatures(),
    allowedOrigins: [],
    analyticsEnabled: true,
    projectLimits: { tier: 'none', isAboveRpcLimit: false, isAboveMauLimit: false },
    knownProjectIds: knownProjectIds ? [...knownProjectIds] : null,
  }
}

export function applySettingsPatch(settings: EmulatorSettings, patch: SettingsPatch): void {
  if (patch.features !== undefined) settings.features = patch.features.map((feature) => ({ ...feature }))
  if (patch.allowedOrigins !== undefined) settings.allowedOrigins = [...patch.allowedOrigins]
  if (patch.analyticsEnabled !== undefined) settings.analyticsEnabled = patch.analyticsEnabled
  if (patch.projectLimits !== undefined) settings.projectLimits = { ...patch.projectLimits }
  if (patch.knownProjectIds !== undefined) {
    settings.knownProjectIds = patch.knownProjectIds === null ? null : [...patch.knownProjectIds]
  }
}
