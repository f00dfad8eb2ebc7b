import type { CreateHttpClientParameters, HttpClient } from './createHttpClient.js'

/**
 * An HttpClient whose implementation (validation, errors, retries) loads on the first request,
 * so a kernel that never calls a remote service before the first click ships none of it at first
 * paint. Same interface and behaviour as `createHttpClient`.
 */
export function createLazyHttpClient(parameters: CreateHttpClientParameters): HttpClient {
  let loading: Promise<HttpClient> | undefined
  const client = () =>
    (loading ??= import('./createHttpClient.js').then(({ createHttpClient }) => createHttpClient(parameters)))
  return {
    baseUrl: parameters.baseUrl.replace(/\/+$/, ''),
    get: async (path, options) => (await client()).get(path, options),
    post: async (path, options) => (await client()).post(path, options),
    put: async (path, options) => (await client()).put(path, options),
    delete: async (path, options) => (await client()).delete(path, options),
    getBlob: async (path, options) => (await client()).getBlob(path, options),
    getUrl: async (path, query) => (await client()).getUrl(path, query),
  }
}
