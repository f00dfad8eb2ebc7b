export { ViewLoadFailed, ViewLoading, WhenLoaded, type WhenLoadedProps } from '../hooks/viewKit.js'
