export { DismissibleAlert, DISMISS, type DismissibleAlertProps } from './DismissibleAlert';
