export { StatusBadge, type StatusBadgeProps } from './status-badge';
export { statusLabelKey, statusTone, type StatusKind, type StatusLabelKey, type StatusValue } from './status-tone';
