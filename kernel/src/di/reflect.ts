// tsyringe refuses to load without the Reflect metadata API. This is the kernel's one side effect,
// listed in package.json "sideEffects"; every module that imports tsyringe imports this first.
import 'reflect-metadata'
