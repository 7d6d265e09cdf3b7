/** Amounts inside the server are integer paise; rupees appear only in seed data and at display. */
export const PAISE_PER_RUPEE = 100;

export function toPaise(rupees: number): number {
  return Math.round(rupees * PAISE_PER_RUPEE);
}
