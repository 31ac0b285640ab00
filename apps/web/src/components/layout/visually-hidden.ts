/**
 * Read by screen readers only, taking no room. Sizes are strings on purpose: in MUI's sx a bare 1
 * means 100% (a "hidden" table of width: 1 made the dashboard scroll sideways at 1366 px, issue 26).
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
