/** A value a state is entered only with; its absence is a bug in the machine, not a customer error. */
export function required<T>(value: T | null, name: string): T {
  if (value === null) throw new Error(`machine input missing: ${name}`);
  return value;
}
