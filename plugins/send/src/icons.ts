// Feature button icons as SVG strings (the Account view renders them through <img>, so they
// carry their own colour). 24 x 24, stroked.

const svg = (path: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="#667dff" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="${path}"/></svg>`

/** An arrow leaving to the upper right. */
export const sendIcon = svg('M7 17 17 7M9 7h8v8')
/** An arrow arriving at the lower left. */
export const receiveIcon = svg('M17 7 7 17M15 17H7V9')
