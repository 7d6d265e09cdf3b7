export { TabList, type TabListProps } from './TabList';
