// Whole numbers as the console writes them (counts of payments, calls, merchants): grouped the Malaysian way.
const grouping = new Intl.NumberFormat('en-MY')

/** 12345 → "12,345". */
export function formatCount(value: number): string {
  return grouping.format(value)
}
