import { PorticoError, type PorticoErrorParameters } from './base.js'

export type PluginPhase = 'validate' | 'load' | 'register' | 'setup' | 'dispose'

export class InvalidPluginError extends PorticoError {
  override name = 'InvalidPluginError' as const
  constructor(reason: string, parameters: PorticoErrorParameters = {}) {
    super(`Invalid plugin: ${reason}`, parameters)
  }
}

export class PluginIdConflictError extends PorticoError {
  override name = 'PluginIdConflictError' as const
  constructor(readonly pluginId: string) {
    super(`Plugin "${pluginId}" is composed twice.`, {
      metaMessages: ['Each plugin id may appear once in createPortico({ plugins }). Remove the duplicate.'],
    })
  }
}

export class PluginDependencyMissingError extends PorticoError {
  override name = 'PluginDependencyMissingError' as const
  constructor(
    readonly pluginId: string,
    readonly dependency: string,
  ) {
    super(`Plugin "${pluginId}" needs plugin "${dependency}", which is not composed.`, {
      metaMessages: [`Add ${dependency}() to createPortico({ plugins }).`],
    })
  }
}

export class PluginDependencyCycleError extends PorticoError {
  override name = 'PluginDependencyCycleError' as const
  constructor(readonly cycle: readonly string[]) {
    super(`Plugins depend on each other in a cycle: ${cycle.join(' -> ')}.`, {
      metaMessages: ['Break the cycle: one of them must not list the other as a dependency.'],
    })
  }
}

export class PluginKernelVersionMismatchError extends PorticoError {
  override name = 'PluginKernelVersionMismatchError' as const
  constructor(
    readonly pluginId: string,
    readonly range: string,
    readonly kernelVersion: string,
  ) {
    super(`Plugin "${pluginId}" needs kernel ${range}, but this kernel is ${kernelVersion}.`, {
      metaMessages: ['Upgrade the plugin or the kernel so the ranges meet.'],
    })
  }
}

export class KernelFrozenError extends PorticoError {
  override name = 'KernelFrozenError' as const
  constructor(
    readonly what: string,
    readonly pluginId?: string,
  ) {
    super(`Cannot register ${what} after the register phase${pluginId ? ` (plugin "${pluginId}")` : ''}.`, {
      metaMessages: ['Registries freeze once every plugin has run register(ctx). Declare it there.'],
    })
  }
}

export class PluginLifecycleError extends PorticoError {
  override name = 'PluginLifecycleError' as const
  constructor(
    readonly pluginId: string,
    readonly phase: PluginPhase,
    cause: unknown,
  ) {
    super(`Plugin "${pluginId}" failed in its ${phase} phase.`, {
      cause,
      metaMessages: [`Plugin: ${pluginId}`, `Phase: ${phase}`],
    })
  }
}

export class TokenNotRegisteredError extends PorticoError {
  override name = 'TokenNotRegisteredError' as const
  constructor(readonly token: string) {
    super(`No service is registered for token "${token}".`, {
      metaMessages: ['Compose the plugin that provides it, or register it in register(ctx).'],
    })
  }
}

export class DuplicateRegistrationError extends PorticoError {
  override name = 'DuplicateRegistrationError' as const
  constructor(
    readonly kind: string,
    readonly key: string,
    readonly pluginId: string,
  ) {
    super(`${kind} "${key}" is already registered (plugin "${pluginId}").`, {
      metaMessages: ['Pass { replace: true } to override it on purpose.'],
    })
  }
}

export class KernelDisposedError extends PorticoError {
  override name = 'KernelDisposedError' as const
  constructor() {
    super('This Portico instance has been disposed.')
  }
}
