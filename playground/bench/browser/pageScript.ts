/**
 * The source of a script that calls `run(argument)` in the page (`argument` as JSON). The runner runs
 * under tsx, whose transform wraps named functions in `__name(...)` calls that do not exist in the
 * page; a local `__name` makes them harmless without adding a global the page could see.
 */
export function pageScript<T>(run: (argument: T) => void, argument: T): string {
  return `(() => {\n  const __name = (target) => target;\n  (${run.toString()})(${JSON.stringify(argument)})\n})()`
}
