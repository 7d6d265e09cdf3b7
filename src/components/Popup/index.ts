export { Popup, type PopupProps } from './Popup';
export { useModalFocus } from './useModalFocus';
