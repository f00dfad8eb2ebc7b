/** Version of the kernel API that plugins declare a range against (`kernel: '^1'`). */
export const KERNEL_VERSION = '1.0.0'

/** Version of the @portico/kernel package. */
export const PACKAGE_VERSION = '0.1.0'
