// Story helpers of the paper modals (stories only; not exported from the package).
import type { Decorator } from '@storybook/react-vite';
import { type ReactNode, useState } from 'react';
import { expect, screen, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/button';
import { userEvent } from '../../../stories/user-event';
import { withApi } from '../../../stories/with-api';
import { storyDoctorId } from './papers.fixtures';
import type { PaperDialogControl } from './shared/paper-dialog';

export { expectToast } from '../../hospital/staff/staff.story-helpers';

/** Decorator of connected stories: the API, signed in as Dr. Ahmed Al Mansoori. */
export const withDoctorApi: Decorator = withApi({
  storage: { token: 'story-token', role: 'DOCTOR', referenceId: storyDoctorId },
});

/**
 * A modal as the diagnosis screen holds it: open while its state says so (the
 * story's `open` at first), closed by its own `onOpenChange`, opened again with
 * the "Open" button. The story's `onOpenChange` hears every change.
 */
export function OpenablePaper({
  open,
  onOpenChange,
  children,
}: PaperDialogControl & { children: (control: PaperDialogControl) => ReactNode }) {
  const [isOpen, setOpen] = useState(open);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setOpen(true);
        }}
      >
        Open
      </Button>
      {children({
        open: isOpen,
        onOpenChange: (next) => {
          setOpen(next);
          onOpenChange(next);
        },
      })}
    </>
  );
}

/** The open modal named `name` (portalled to the end of the body), and queries within it. */
export async function openPaper(name: string | RegExp) {
  const dialog = await screen.findByRole('dialog', { name });
  return { dialog, inDialog: within(dialog) };
}

/** Waits until no modal is open. */
export async function expectClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

type Queries = Pick<typeof screen, 'getByRole'>;

/** Types a day into the date field labelled `label`, as "DDMMYYYY" (segment by segment). */
export async function typeDate(inDialog: Queries, label: string | RegExp, ddmmyyyy: string) {
  const [day] = within(inDialog.getByRole('group', { name: label })).getAllByRole('spinbutton');
  if (!day) throw new Error(`The date field ${String(label)} has no day segment.`);
  await userEvent.click(day);
  await userEvent.keyboard(ddmmyyyy);
}

/** The error message shown for the field `control` (its aria-describedby text). */
export async function expectFieldError(control: HTMLElement, message: string) {
  await waitFor(() => expect(control).toHaveAccessibleDescription(expect.stringContaining(message)));
}
