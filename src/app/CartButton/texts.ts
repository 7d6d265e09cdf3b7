/** Texts of the cart link (ours). */
export const cartLinkLabel = (count: number) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`;
