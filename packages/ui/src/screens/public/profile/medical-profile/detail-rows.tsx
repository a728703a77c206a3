import type { ReactNode } from 'react';
import { UserText } from '../../../../components/user-text';

/** A label and its value; a string value is the user's text (isolated for the other direction). */
export type DetailRow = readonly [label: string, value: ReactNode];

/** Labelled values of the Medical Profile tab: one column on a phone, two or three as the tab widens. */
export function DetailRows({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 @xl:grid-cols-2 @4xl:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="flex min-w-0 flex-col gap-0.5">
          <dt className="text-sm text-foreground-muted">{label}</dt>
          <dd className="font-medium break-words text-foreground">
            {typeof value === 'string' ? <UserText>{value}</UserText> : value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
