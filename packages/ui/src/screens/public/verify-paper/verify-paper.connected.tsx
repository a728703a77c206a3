import { isUnverifiedPaper, usePaperVerification } from '@aafiya/api-client';
import { VerifyPaperView, type VerifyPaperState } from './verify-paper';

export interface VerifyPaperScreenProps {
  /** The `{reference}` of /verify/{reference}, as the QR code carries it. */
  reference: string;
  /** Default: the browser's time zone. */
  timeZone?: string;
}

/** Asks the server about the paper (`GET /papers/verify/{reference}`, public) and shows the answer. */
export function VerifyPaperScreen({ reference, timeZone }: VerifyPaperScreenProps) {
  const verification = usePaperVerification(reference);
  const state: VerifyPaperState = verification.data
    ? { status: 'genuine', paper: verification.data }
    : verification.isError
      ? isUnverifiedPaper(verification.error)
        ? { status: 'not-verified' }
        : { status: 'failed' }
      : { status: 'checking' };
  return (
    <VerifyPaperView
      state={state}
      {...(timeZone ? { timeZone } : {})}
      onRetry={() => {
        void verification.refetch();
      }}
    />
  );
}
