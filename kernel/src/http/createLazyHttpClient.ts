import { lazyFacade } from '../lazy/lazyFacade.js'
import { loadOnce } from '../lazy/loadOnce.js'
import type { CreateHttpClientParameters, HttpClient } from './createHttpClient.js'

/**
 * An HttpClient whose implementation (validation, errors, retries) loads on the first request,
 * so a kernel that never calls a remote service before the first click ships none of it at first
 * paint. Same interface and behaviour as `createHttpClient`; a chunk that failed to load loads on
 * the next request.
 */
export function createLazyHttpClient(parameters: CreateHttpClientParameters): HttpClient {
  const client = loadOnce(() =>
    import('./createHttpClient.js').then(({ createHttpClient }) => createHttpClient(parameters)),
  )
  return {
    baseUrl: parameters.baseUrl.replace(/\/+$/, ''),
    ...lazyFacade(client, ['get', 'post', 'put', 'delete', 'getBlob', 'getUrl']),
  } as HttpClient
}
