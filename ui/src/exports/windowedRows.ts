// @portico/ui/windowed-rows: long lists in plugin views. Its own entry because the virtual-list
// library reads `window` and `document` when it is imported, and the main entry is imported on
// servers; a plugin's views (loaded on first use) import this.
export {
  type UseWindowedRowsOptions,
  useWindowedRows,
  WINDOW_FROM,
  type WindowedRows,
} from '../hooks/useWindowedRows.js'
