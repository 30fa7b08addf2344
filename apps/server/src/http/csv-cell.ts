/** Cells starting with these can run as formulas in spreadsheet apps; a leading quote keeps them text. */
const FORMULA_START = /^[=+\-@\t\r]/;

const neutralize = (value: string) => (FORMULA_START.test(value) ? `'${value}` : value);

/** One RFC 4180 cell, formula-safe. */
export function csvCell(value: string): string {
  const safe = neutralize(value);
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
