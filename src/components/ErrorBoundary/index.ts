export { ErrorBoundary } from './ErrorBoundary';
