// The layout of the read-only label/value grids of a student file (application detail): how many
// pairs a row holds at a width, and how many columns each field spans so every row is full. Every
// section uses the same columns, so labels and values line up from section to section.

/** Pairs per row: three from 992 px, two from 768 px, one on phones (as antd's Descriptions had them). */
export function fieldColumns(screens: { md?: boolean; lg?: boolean }): number {
  if (screens.lg) return 3;
  if (screens.md) return 2;
  return 1;
}

/**
 * Columns each field spans: a wide field (address, course link, files) takes a row of its own; the
 * last field of an unfinished row stretches to the row's end, so no row is left with a hole.
 */
export function fieldSpans(fields: readonly { wide?: boolean }[], columns: number): number[] {
  const spans: number[] = [];
  let col = 0;
  const closeRow = () => {
    if (col > 0) spans[spans.length - 1] += columns - col;
    col = 0;
  };
  for (const f of fields) {
    if (f.wide) {
      closeRow();
      spans.push(columns);
      continue;
    }
    spans.push(1);
    col += 1;
    if (col === columns) col = 0;
  }
  closeRow();
  return spans;
}
