import { describe, expect, it } from 'vitest'
import { createMetadataApi } from './reflect.js'

describe('the Reflect metadata polyfill', () => {
  it('keeps metadata per target, property and key', () => {
    const api = createMetadataApi()
    class Service {}
    api.defineMetadata('injectionTokens', { 0: 'clock' }, Service)
    api.defineMetadata('design:type', String, Service.prototype, 'name')
    expect(api.getOwnMetadata('injectionTokens', Service)).toEqual({ 0: 'clock' })
    expect(api.hasOwnMetadata('injectionTokens', Service)).toBe(true)
    expect(api.getOwnMetadata('design:type', Service.prototype, 'name')).toBe(String)
    expect(api.getOwnMetadata('design:type', Service.prototype)).toBeUndefined()
    expect(api.getOwnMetadata('missing', Service)).toBeUndefined()
    expect(api.hasMetadata('missing', Service)).toBe(false)
  })

  it('finds a base class metadata through getMetadata, not getOwnMetadata', () => {
    const api = createMetadataApi()
    class Base {}
    class Derived extends Base {}
    api.defineMetadata('design:paramtypes', [Number], Base)
    expect(api.getMetadata('design:paramtypes', Derived)).toEqual([Number])
    expect(api.hasMetadata('design:paramtypes', Derived)).toBe(true)
    expect(api.getOwnMetadata('design:paramtypes', Derived)).toBeUndefined()
    api.defineMetadata('design:paramtypes', [], Derived)
    expect(api.getMetadata('design:paramtypes', Derived)).toEqual([])
  })

  it('works as the decorator TypeScript emits with emitDecoratorMetadata', () => {
    const api = createMetadataApi()
    class Service {}
    api.metadata('design:paramtypes', [Date])(Service)
    expect(api.getMetadata('design:paramtypes', Service)).toEqual([Date])
  })

  it('is installed on Reflect once the kernel is loaded, without replacing an existing one', async () => {
    await import('./reflect.js')
    const reflect = Reflect as unknown as { getMetadata: unknown; defineMetadata: unknown }
    const installed = reflect.getMetadata
    expect(typeof installed).toBe('function')
    expect(typeof reflect.defineMetadata).toBe('function')
  })
})
