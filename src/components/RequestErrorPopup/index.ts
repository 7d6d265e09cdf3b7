export { RequestErrorPopup, type RequestErrorPopupProps } from './RequestErrorPopup';
