/**
 * The activity plugin's kernel events. `activity:error-fetch-transactions` is the spec's analytics
 * event ERROR_FETCH_TRANSACTIONS (spec 7); the analytics plugin forwards it with these properties.
 */
declare module '@portico/kernel' {
  interface PorticoEvents {
    'activity:error-fetch-transactions': {
      address: string
      projectId: string | undefined
      /** The cursor of the page that failed; undefined for the first page. */
      cursor: string | undefined
      isSmartAccount: boolean
    }
  }
}

export {}
