export { DismissibleAlert, type DismissibleAlertProps } from './DismissibleAlert';
