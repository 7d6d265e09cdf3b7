export { RequestErrorPopup } from './RequestErrorPopup';
