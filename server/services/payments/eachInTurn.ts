/**
 * A reconciler round's work, item by item: one item that throws (a gateway timing out, a row it cannot apply) must
 * not stop the round for every later item, nor for every later round, since the same item comes first again.
 */

/** Runs `work` on each item in turn; when any threw, throws one error naming them all after the last. */
export async function eachInTurn<T>(items: readonly T[], work: (item: T) => Promise<unknown>, what: string): Promise<void> {
  const errors: unknown[] = [];
  for (const item of items) {
    try {
      await work(item);
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length === 0) return;
  const first = errors[0] instanceof Error ? errors[0].message : String(errors[0]);
  throw new AggregateError(errors, `${errors.length} of ${items.length} ${what} failed, the first: ${first}`);
}
