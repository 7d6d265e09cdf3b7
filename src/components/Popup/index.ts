export { Popup, type PopupAction, type PopupProps } from './Popup';
export { useModalFocus, type ModalFocusOptions } from './useModalFocus';
