export { RefundNote } from './RefundNote';
