import type { Messages } from '@portico/kernel'

// TODO(views): placeholder so the ui() plugin's lazy import resolves; the views engineer owns this file.
// Contract: the default export is the German catalogue of the core views (loaded lazily).
const de: Messages = {}

export default de
