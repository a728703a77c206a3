export { AccountTabView, type AccountTabViewProps } from './account-tab';
export { AccountTab, type AccountTabProps } from './account-tab.connected';
