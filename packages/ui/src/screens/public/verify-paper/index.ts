export { type VerifyPaperState, VerifyPaperView, type VerifyPaperViewProps } from './verify-paper';
export { VerifyPaperScreen, type VerifyPaperScreenProps } from './verify-paper.connected';
