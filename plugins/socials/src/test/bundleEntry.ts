// What an app writes to compose the plugin; the bundle test measures what this pulls before a click.
import { socials } from '@portico/plugin-socials'

export const plugin = socials()
