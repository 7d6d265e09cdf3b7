/**
 * The bill (SPEC 3 cartCalculations) shared by the server (pricing, order summary, order details, invoice) and
 * every screen that shows it (cart, payment page, thank-you page, order details): the row codes and the lines a
 * bill shows; their labels are the `bill` texts of the catalogue, by code. Pure: no I/O. Amounts are integer paise.
 */
import { OPTIONAL_CHARGE_CODE } from '@/domain/constants';

/** A row of SPEC 3 cartCalculations (the contract's BillRow has this shape). */
export interface BillRow {
  key: string;
  label: string;
  /** Paise. */
  value: number;
  children?: BillRow[];
}

/** GST on food, percent of the items after discount. */
export const GST_PERCENT = 5;

/** Row codes of the bill: SPEC 3 keys, the delivery charge and the optional charge K under additional_charges. */
export const BILL_ROW_CODES = {
  subTotal: 'sub_total',
  discount: 'discount',
  taxesAndCharges: 'taxes_and_charges',
  additionalCharges: 'additional_charges',
  deliveryCharge: 'delivery_charge',
  packaging: OPTIONAL_CHARGE_CODE,
  tax: 'tax',
  tip: 'tip',
  grandTotal: 'grand_total',
} as const;

export type BillRowCode = (typeof BILL_ROW_CODES)[keyof typeof BILL_ROW_CODES];

const KNOWN_CODES: ReadonlySet<string> = new Set(Object.values(BILL_ROW_CODES));

/** Whether the catalogue has a label for the row code; a code it does not know keeps the label it came with. */
export const isBillRowCode = (code: string): code is BillRowCode => KNOWN_CODES.has(code);

/** One line of a shown bill. */
export interface BillLine {
  code: string;
  /** The label the row came with, shown when the code is not a BillRowCode. */
  label: string;
  /** Paise; negative for what is taken off (the discount). */
  amount: number;
  /** 0: adds up to the grand total; 1: an itemised part of the line above it. */
  level: 0 | 1;
  /** The grand total line. */
  isTotal: boolean;
}

/** Rows that are left out while zero: nothing to take off, no tip, no charge. */
const HIDDEN_WHEN_ZERO: ReadonlySet<string> = new Set([
  BILL_ROW_CODES.discount,
  BILL_ROW_CODES.tip,
  BILL_ROW_CODES.additionalCharges,
  BILL_ROW_CODES.deliveryCharge,
  BILL_ROW_CODES.packaging,
]);

const SUBTRACTED: ReadonlySet<string> = new Set([BILL_ROW_CODES.discount]);

const isShown = (row: BillRow): boolean => !(HIDDEN_WHEN_ZERO.has(row.key) && row.value === 0);

/** The itemised parts of a row: each charge once (additional_charges opens into its charges), in the server's order. */
function partsOf(row: BillRow): BillRow[] {
  return (row.children ?? []).flatMap((child) => (child.children && child.children.length > 0 ? child.children : [child])).filter(isShown);
}

/**
 * The lines a bill shows: the top rows (the discount as a minus) that add up to the grand total, each with its
 * itemised parts below it that add up to it (Taxes & Charges: delivery charge, packaging, GST); zero discount,
 * tip and charges left out.
 */
export function billLines(rows: readonly BillRow[]): BillLine[] {
  return rows.filter(isShown).flatMap((row): BillLine[] => {
    const isTotal = row.key === BILL_ROW_CODES.grandTotal;
    const top: BillLine = {
      code: row.key,
      label: row.label,
      amount: SUBTRACTED.has(row.key) ? -row.value : row.value,
      level: 0,
      isTotal,
    };
    const parts = partsOf(row).map((part): BillLine => ({
      code: part.key,
      label: part.label,
      amount: part.value,
      level: 1,
      isTotal: false,
    }));
    return [top, ...parts];
  });
}
