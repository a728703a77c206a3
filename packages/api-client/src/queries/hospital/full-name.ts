// Its own module: the dashboard's appointments (appointments.ts) use it
// without pulling the patient lists' queries into the hospital's first route.

/** "First Last" of a person reference; empty parts are left out. */
export function fullName(person: { firstName?: string; lastName?: string } | undefined): string {
  return [person?.firstName, person?.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
