/** The spec: integers parse as integer or 0, decimals as float or 0. */
export const parseInteger = (value: string): number => {
  const n = Number.parseInt(value, 10);
  return Number.isNaN(n) ? 0 : n;
};

export const parseDecimal = (value: string): number => {
  const n = Number.parseFloat(value);
  return Number.isNaN(n) ? 0 : n;
};
