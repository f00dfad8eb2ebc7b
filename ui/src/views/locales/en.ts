import type { Messages } from '@portico/kernel'

// TODO(views): placeholder so the ui() plugin's import resolves; the views engineer owns this file.
// Contract: the default export is the English catalogue of the core views (bundled).
const en: Messages = {}

export default en
