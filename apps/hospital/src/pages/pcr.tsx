import { NotFoundPage, useSessionState } from '@aafiya/session';
import { PcrCalendarScreen } from '@aafiya/ui';

/**
 * The PCR calendars, for a hospital whose PCRDPI flag is on (000 §2.4). A
 * hospital without it has no PCR menu entries; typing the address gives the
 * not-found page, as for any section the area does not have (our choice).
 */
function PcrPage({ kind }: { kind: 'test' | 'vaccination' }) {
  const { pcrdpi } = useSessionState();
  if (!pcrdpi) return <NotFoundPage />;
  // A fresh screen per kind: the month and the slots of one calendar never show in the other.
  return <PcrCalendarScreen key={kind} kind={kind} />;
}

/** /hospital/pcr-test */
export function PcrTestPage() {
  return <PcrPage kind="test" />;
}

/** /hospital/pcr-vaccination */
export function PcrVaccinationPage() {
  return <PcrPage kind="vaccination" />;
}
