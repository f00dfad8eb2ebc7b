import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

export type AxeImpact = 'minor' | 'moderate' | 'serious' | 'critical'

export type AxeViolation = {
  id: string
  impact: AxeImpact | null
  help: string
  helpUrl: string
  nodes: { target: unknown[]; html: string; failureSummary?: string }[]
}

export type RunAxeOptions = {
  /** CSS selectors of what to check (default: the whole document). */
  include?: string[]
  /** Rule tags to run (default WCAG 2.0-2.2 A and AA plus best practices). */
  tags?: string[]
}

let axeSource: Promise<string> | undefined

function loadAxeSource(): Promise<string> {
  // Read once per test process; it is the same file for every page.
  axeSource ??= readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
  return axeSource
}

/**
 * Runs axe-core inside the page and returns its violations.
 *
 * @example
 * const violations = await runAxe(page, { include: ['[data-portico]'] })
 * expect(formatViolations(seriousViolations(violations))).toEqual([])
 */
export async function runAxe(page: Page, { include, tags }: RunAxeOptions = {}): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window)
  if (!injected) await page.addScriptTag({ content: await loadAxeSource() })
  return page.evaluate(
    async ({ include, tags }) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<{ violations: unknown }> } }
      ).axe
      // A view fades in (spec 9: 150 ms); mid-fade its text has less contrast than the settled view
      // a person reads, so wait for every finite animation (spinners run forever) to end first.
      const ending = document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
      await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
      const context = include?.length ? { include: include.map((selector) => [selector]) } : document
      const result = await axe.run(context, {
        runOnly: {
          type: 'tag',
          values: tags ?? ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
        },
        resultTypes: ['violations'],
      })
      return result.violations as AxeViolation[]
    },
    { include, tags },
  )
}

/** Only what blocks people: serious and critical violations. */
export function seriousViolations(violations: AxeViolation[]): AxeViolation[] {
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
}

/** One readable line per violated rule and element, for test failure messages. */
export function formatViolations(violations: AxeViolation[]): string[] {
  return violations.flatMap((v) =>
    v.nodes.map((node) => `${v.impact} ${v.id}: ${v.help} at ${JSON.stringify(node.target)} ${node.html}`),
  )
}
