/** Display of menu amounts: the server sends integer paise, customers read rupees ('₹ 199', '₹ 1,299'). */
const PAISE_PER_RUPEE = 100;

const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const rupeesAndPaise = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRupees(paise: number): string {
  const format = paise % PAISE_PER_RUPEE === 0 ? wholeRupees : rupeesAndPaise;
  return `₹ ${format.format(paise / PAISE_PER_RUPEE)}`;
}
