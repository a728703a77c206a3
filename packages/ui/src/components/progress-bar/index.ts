export { ProgressBar, type ProgressBarProps } from './progress-bar';
export { clampPercent } from './clamp-percent';
