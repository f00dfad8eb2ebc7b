// What an app writes to compose the plugin; the bundle test measures what this pulls before a click.
import { siwx } from '@portico/plugin-siwx'

export const plugin = siwx({ required: true })
