/**
 * The tax invoice of a confirmed order (SPEC 7 invoice: a PDF named invoice-{id}): store, customer, lines and the
 * bill as charged, with GST split into its central and state halves. Amounts are written 'Rs. 144.45' because the
 * PDF standard fonts have no rupee sign.
 */
import PDFDocument from 'pdfkit';
import { INDIA_TIME_ZONE } from '@/domain/afterOrder';
import { doorstepAddress } from '@/domain/address';
import { BRAND, type DeliveryType } from '@/domain/constants';
import { toRupees } from '@/domain/money';
import type { OrderWithStore } from './orderHistory';
import { lineAmount, storedDeliveryLocation } from './orderRecord';
import { GST_PERCENT, percentOf } from './pricing';

export const INVOICE_ERROR_CODE = 'INVOICE_NOT_AVAILABLE';
export const INVOICE_CONTENT_TYPE = 'application/pdf';

/** Invoice dates are India time. */
const INDIA_TIME_LABEL = 'IST';
/** GST is charged half as central (CGST) and half as state (SGST) tax. */
const GST_HALF_PERCENT = GST_PERCENT / 2;

export const INVOICE_TEXTS = {
  title: 'Tax Invoice',
  orderId: 'Order ID',
  date: 'Date',
  store: 'Store',
  customerMobile: 'Customer mobile',
  deliveryAddress: 'Delivery address',
  landmark: 'Landmark',
  orderType: 'Order type',
  item: 'Item',
  quantity: 'Qty',
  amount: 'Amount',
  subTotal: 'Sub Total',
  discount: 'Discount',
  cgst: `CGST (${GST_HALF_PERCENT}%)`,
  sgst: `SGST (${GST_HALF_PERCENT}%)`,
  charges: 'Delivery & other charges',
  tip: 'Tip',
  grandTotal: 'Grand Total',
  paymentMode: 'Payment mode',
} as const;

/** How a pickup order is received, in place of a delivery address. */
const ORDER_TYPE_NAMES: Readonly<Record<DeliveryType, string>> = {
  D: 'Delivery',
  T: 'Takeaway',
  P: 'Takeaway',
  DINEIN: 'Dine-in',
  CURB: 'Curbside pickup (Drive-n-Pick)',
  IRCTC: 'Delivery on train (IRCTC)',
};

const amountFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** 'Rs. 1,299.00'. */
export const invoiceAmount = (paise: number): string => `Rs. ${amountFormat.format(toRupees(paise))}`;

const dateFormat = new Intl.DateTimeFormat('en-IN', { timeZone: INDIA_TIME_ZONE, dateStyle: 'medium', timeStyle: 'short' });
export const invoiceDate = (at: Date): string => `${dateFormat.format(at)} ${INDIA_TIME_LABEL}`;

export interface InvoiceTaxes {
  cgst: number;
  sgst: number;
  /** Delivery and optional charges: the Taxes & Charges row less GST. */
  charges: number;
}

/** The order's Taxes & Charges row split as the pricing engine built it: GST on the items after discount, the rest charges. */
export function invoiceTaxes(order: { subTotalPaise: number; discountPaise: number; taxesPaise: number }): InvoiceTaxes {
  const gst = percentOf(order.subTotalPaise - order.discountPaise, GST_PERCENT);
  const cgst = Math.ceil(gst / 2);
  return { cgst, sgst: gst - cgst, charges: order.taxesPaise - gst };
}

const PAGE_MARGIN = 50;
const COLUMNS = { item: 50, itemWidth: 300, quantity: 360, quantityWidth: 50, amount: 420, amountWidth: 125 } as const;
const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold', title: 20, body: 10 } as const;
const GAP = 0.5;

/** The PDF of a confirmed order's tax invoice. */
export function invoicePdf({ order, store }: OrderWithStore): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE_MARGIN,
    info: { Title: `${INVOICE_TEXTS.title} ${order.sliceOrderId}`, Author: BRAND },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const field = (label: string, value: string) =>
    doc.font(FONT.bold).text(`${label}: `, { continued: true }).font(FONT.regular).text(value);
  const row = (label: string, quantity: string, amount: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? FONT.bold : FONT.regular);
    doc.text(label, COLUMNS.item, y, { width: COLUMNS.itemWidth });
    const after = doc.y;
    doc.text(quantity, COLUMNS.quantity, y, { width: COLUMNS.quantityWidth, align: 'right' });
    doc.text(amount, COLUMNS.amount, y, { width: COLUMNS.amountWidth, align: 'right' });
    doc.x = COLUMNS.item;
    doc.y = Math.max(after, doc.y);
  };

  doc.font(FONT.bold).fontSize(FONT.title).text(INVOICE_TEXTS.title, { align: 'center' });
  doc.fontSize(FONT.body).font(FONT.regular).text(BRAND, { align: 'center' }).moveDown();
  field(INVOICE_TEXTS.orderId, order.sliceOrderId);
  field(INVOICE_TEXTS.date, invoiceDate(order.confirmedAt ?? order.createdAt));
  field(INVOICE_TEXTS.store, `${store.name}, ${store.address}`);
  field(INVOICE_TEXTS.customerMobile, order.mobile);
  const delivery = storedDeliveryLocation(order);
  if (delivery) field(INVOICE_TEXTS.deliveryAddress, doorstepAddress(delivery));
  if (delivery?.landmark) field(INVOICE_TEXTS.landmark, delivery.landmark);
  field(INVOICE_TEXTS.orderType, ORDER_TYPE_NAMES[order.deliveryType as DeliveryType]);
  doc.moveDown();

  row(INVOICE_TEXTS.item, INVOICE_TEXTS.quantity, INVOICE_TEXTS.amount, true);
  doc.moveDown(GAP);
  for (const line of order.lines) row(line.name, String(line.quantity), invoiceAmount(lineAmount(line)));
  doc.moveDown();

  const taxes = invoiceTaxes(order);
  row(INVOICE_TEXTS.subTotal, '', invoiceAmount(order.subTotalPaise));
  row(INVOICE_TEXTS.discount, '', `- ${invoiceAmount(order.discountPaise)}`);
  row(INVOICE_TEXTS.cgst, '', invoiceAmount(taxes.cgst));
  row(INVOICE_TEXTS.sgst, '', invoiceAmount(taxes.sgst));
  row(INVOICE_TEXTS.charges, '', invoiceAmount(taxes.charges));
  row(INVOICE_TEXTS.tip, '', invoiceAmount(order.tipPaise));
  doc.moveDown(GAP);
  row(INVOICE_TEXTS.grandTotal, '', invoiceAmount(order.grandTotalPaise), true);
  doc.moveDown();
  field(INVOICE_TEXTS.paymentMode, order.paymentMode);
  doc.end();
  return done;
}
