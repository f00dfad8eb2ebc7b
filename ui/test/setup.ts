import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy*/waitFor give up after 1 s by default; on a loaded 2-core machine a lazily loaded view
// can take longer than that to import the first time, which failed correct tests. A real
// regression still fails, only later.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => cleanup())
