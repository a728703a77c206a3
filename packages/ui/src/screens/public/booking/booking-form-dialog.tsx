import type { FamilyMemberChoice } from '@aafiya/api-client';
import { CalendarPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/dialog';
import { Select, Textarea } from '../../../components/forms';
import { useTranslation } from '../../../i18n/use-translation';

/** What the booking form collects (002 "Booking pages"). */
export interface BookingFormValues {
  /** Optional; may be blank. */
  description: string;
  /** Only when 'for someone else' is ticked and a member is chosen. */
  familyMemberId?: string;
}

/** How a booking ended: booked, or the slot was taken meanwhile (the server's 409). Other failures reject. */
export type BookingOutcome = 'booked' | 'taken';

export interface BookingFormDialogProps {
  /** The slot being booked, e.g. "Monday, 23 November 2026, 10:00 – 10:30 AM"; null when closed. */
  when: string | null;
  familyMembers: readonly FamilyMemberChoice[];
  onClose: () => void;
  onBook: (values: BookingFormValues) => Promise<BookingOutcome>;
  /** After a booking: downloads the appointment's .ics. */
  onAddToCalendar: () => void;
}

/**
 * The booking form of a free slot (002 "Booking pages"): an optional
 * description, and 'For someone else', which shows the family member choice
 * only when the patient has family members. Once booked it offers "Add to
 * calendar" (#24 item 8); a slot taken meanwhile closes it (the page says so).
 */
export function BookingFormDialog({ when, familyMembers, onClose, onBook, onAddToCalendar }: BookingFormDialogProps) {
  return (
    <Dialog
      open={when !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent size="sm">
        {when !== null && (
          <BookingForm
            when={when}
            familyMembers={familyMembers}
            onClose={onClose}
            onBook={onBook}
            onAddToCalendar={onAddToCalendar}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function BookingForm({
  when,
  familyMembers,
  onClose,
  onBook,
  onAddToCalendar,
}: Omit<BookingFormDialogProps, 'when'> & { when: string }) {
  const { t } = useTranslation('booking');
  const checkboxId = useId();
  const [description, setDescription] = useState('');
  const [forSomeoneElse, setForSomeoneElse] = useState(false);
  const [familyMemberId, setFamilyMemberId] = useState('');
  const [pending, setPending] = useState(false);
  const [booked, setBooked] = useState(false);

  async function submit() {
    if (pending) return;
    setPending(true);
    try {
      const outcome = await onBook({
        description,
        ...(forSomeoneElse && familyMemberId ? { familyMemberId } : {}),
      });
      if (outcome === 'booked') setBooked(true);
      else onClose();
    } catch {
      // The page shows the failure; the form stays for another try.
    } finally {
      setPending(false);
    }
  }

  if (booked) {
    return (
      <>
        <DialogHeader>
          <DialogTitle>{t('bookedTitle')}</DialogTitle>
          <DialogDescription>{when}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('close')}
          </Button>
          <Button onClick={onAddToCalendar}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            {t('addToCalendar')}
          </Button>
        </DialogFooter>
      </>
    );
  }

  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <DialogHeader>
        <DialogTitle>{t('formTitle')}</DialogTitle>
        <DialogDescription>{when}</DialogDescription>
      </DialogHeader>
      <Textarea
        label={t('description')}
        description={t('descriptionHint')}
        name="description"
        rows={3}
        maxLength={2000}
        value={description}
        onChange={(event) => {
          setDescription(event.target.value);
        }}
      />
      {familyMembers.length > 0 && (
        <>
          {/* No single-checkbox primitive exists; a native one is labelled and keyboard-ready as it is. */}
          <div className="flex items-center gap-2">
            <input
              id={checkboxId}
              type="checkbox"
              className="size-4 accent-primary-700"
              checked={forSomeoneElse}
              onChange={(event) => {
                setForSomeoneElse(event.target.checked);
              }}
            />
            <label htmlFor={checkboxId} className="text-sm font-medium">
              {t('forSomeoneElse')}
            </label>
          </div>
          {forSomeoneElse && (
            <Select
              label={t('familyMember')}
              description={t('familyMemberHint')}
              name="familyMemberId"
              options={familyMembers.map((member) => ({ id: member.id, label: member.name }))}
              value={familyMemberId}
              onChange={setFamilyMemberId}
            />
          )}
        </>
      )}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
          {t('cancel')}
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {t('book')}
        </Button>
      </DialogFooter>
    </form>
  );
}
