import { activityCss } from './activityCss.js'

/** React 19 hoists this into the head once per document, however many tabs render it. */
export function ActivityStyles() {
  return (
    <style href="portico-activity" precedence="portico">
      {activityCss}
    </style>
  )
}
