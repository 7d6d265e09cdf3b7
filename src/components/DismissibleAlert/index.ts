export { DismissibleAlert } from './DismissibleAlert';
