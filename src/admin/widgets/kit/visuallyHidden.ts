// Out of sight, still read by screen readers (MUI's own `visuallyHidden` style, which @mui/material does not
// re-export): for a column header or a table that only assistive technology needs. Every length in px: MUI's `sx`
// reads a bare 1 as 100 %.
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
