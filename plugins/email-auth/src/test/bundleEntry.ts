// What an app writes to compose the plugin; the bundle test measures what this pulls before a click.
import { emailAuth } from '@portico/plugin-email-auth'

export const plugin = emailAuth({ secureSiteUrl: 'http://127.0.0.1:4600' })
