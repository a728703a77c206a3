import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { arabic } from '../../stories/locale-globals';
import { userEvent } from '../../stories/user-event';
import { Button } from '../button';
import { Form, MultiSelect, Select, TextField, type FieldOption } from '../forms';
import { specialities, specialitiesArabic } from '../forms/story-options';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from './dialog';

interface DoctorValues {
  name: string;
  gender: string;
  specialityIds: string[];
}

interface FormDialogArgs {
  texts: { open: string; title: string; name: string; gender: string; speciality: string; cancel: string; add: string };
  genders: FieldOption[];
  specialities: FieldOption[];
  onOpenChange: (open: boolean) => void;
  onSubmit: (values: DoctorValues) => void;
}

/** An ADD DOCTOR-like modal: a text field, a select and a multi-select in a `Form`; saving closes it. */
function DoctorDialog({ texts, genders, specialities: options, onOpenChange, onSubmit }: FormDialogArgs) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange(next);
      }}
    >
      <DialogTrigger asChild>
        <Button>{texts.open}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{texts.title}</DialogTitle>
        </DialogHeader>
        <DoctorForm
          texts={texts}
          genders={genders}
          specialities={options}
          onSubmit={(values) => {
            onSubmit(values);
            setOpen(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function DoctorForm({
  texts,
  genders,
  specialities: options,
  onSubmit,
}: Pick<FormDialogArgs, 'texts' | 'genders' | 'specialities' | 'onSubmit'>) {
  const form = useForm<DoctorValues>({ defaultValues: { name: '', gender: '', specialityIds: [] } });
  return (
    <Form form={form} aria-label={texts.title} onSubmit={onSubmit}>
      <TextField label={texts.name} autoComplete="off" {...form.register('name')} />
      <Controller
        control={form.control}
        name="gender"
        render={({ field }) => <Select label={texts.gender} options={genders} {...field} />}
      />
      <Controller
        control={form.control}
        name="specialityIds"
        render={({ field }) => <MultiSelect label={texts.speciality} options={options} {...field} />}
      />
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">{texts.cancel}</Button>
        </DialogClose>
        <Button type="submit">{texts.add}</Button>
      </DialogFooter>
    </Form>
  );
}

const english = {
  open: 'ADD DOCTOR',
  title: 'Add Doctor',
  name: 'Name',
  gender: 'Gender',
  speciality: 'Speciality',
  cancel: 'Cancel',
  add: 'Add',
};

const meta = {
  title: 'Primitives/Dialog/With a form',
  component: DoctorDialog,
  args: {
    texts: english,
    genders: [
      { id: 'male', label: 'Male' },
      { id: 'female', label: 'Female' },
    ],
    specialities,
    onOpenChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof DoctorDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);

/** Waits for a react-aria list to be placed and shown (it stays transparent for a frame). */
const listShown = () => waitFor(() => expect(screen.getByRole('listbox')).toBeVisible());
const listGone = () => waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());

/**
 * Escape in an open list (the Speciality multi-select's, the Gender select's)
 * and a click outside it close that list only; the dialog and what was typed
 * stay. Escape on the untouched form then closes the dialog, and focus goes
 * back to ADD DOCTOR.
 */
export const EscapeClosesTheListOnly: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'ADD DOCTOR' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Add Doctor' });
    const speciality = within(dialog).getByRole('combobox', { name: 'Speciality' });
    await userEvent.type(speciality, 'card');
    await listShown();
    await userEvent.keyboard('{Escape}');
    await listGone();
    await expect(dialog).toBeInTheDocument();
    await expect(speciality).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: /Gender/ }));
    await listShown();
    await userEvent.keyboard('{Escape}');
    await listGone();
    await expect(dialog).toBeInTheDocument();

    // A click on the dimmed page while a list is open closes the list only.
    speciality.focus();
    await userEvent.keyboard('{ArrowDown}');
    await listShown();
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="dialog-overlay"]') ?? document.body);
    await listGone();
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * Typed something: Escape asks "Discard changes?"; Keep editing keeps the
 * text, Discard closes the dialog and focus goes back to ADD DOCTOR.
 */
export const DiscardChanges: Story = {
  play: async ({ args, canvas }) => {
    const opener = canvas.getByRole('button', { name: 'ADD DOCTOR' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'Add Doctor' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Omar Khalid');
    const speciality = within(dialog).getByRole('combobox', { name: 'Speciality' });
    await userEvent.type(speciality, 'derm');
    await listShown();
    await userEvent.keyboard('{Escape}');
    await listGone();
    await expect(name).toHaveValue('Omar Khalid');

    await userEvent.keyboard('{Escape}');
    const ask = await body.findByRole('alertdialog', { name: 'Discard changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(dialog).toBeInTheDocument();
    await expect(name).toHaveValue('Omar Khalid');
    await waitFor(() => expect(speciality).toHaveFocus());
    await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);

    // The × button asks too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await userEvent.click(within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(opener).toHaveFocus());

    // Opened again: the form starts empty, and a save closes it without asking.
    await userEvent.click(opener);
    const again = await body.findByRole('dialog', { name: 'Add Doctor' });
    await userEvent.type(within(again).getByRole('textbox', { name: 'Name' }), 'Sara Ali');
    await userEvent.click(within(again).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ name: 'Sara Ali' }));
  },
};

/** The question in Arabic: Cancel on a changed form asks "تجاهل التغييرات؟". */
export const DiscardChangesArabic: Story = {
  globals: arabic,
  args: {
    texts: {
      open: 'إضافة طبيب',
      title: 'إضافة طبيب',
      name: 'الاسم',
      gender: 'الجنس',
      speciality: 'التخصص',
      cancel: 'إلغاء',
      add: 'إضافة',
    },
    genders: [
      { id: 'male', label: 'ذكر' },
      { id: 'female', label: 'أنثى' },
    ],
    specialities: specialitiesArabic,
  },
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: 'إضافة طبيب' });
    await userEvent.click(opener);
    const dialog = await body.findByRole('dialog', { name: 'إضافة طبيب' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'الاسم' }), 'عمر خالد');
    await userEvent.click(within(dialog).getByRole('button', { name: 'إلغاء' }));
    const ask = await body.findByRole('alertdialog', { name: 'تجاهل التغييرات؟' });
    await expect(ask).toHaveAttribute('dir', 'rtl');
    await expect(within(ask).getByRole('button', { name: 'متابعة التعديل' })).toHaveFocus();
    await userEvent.click(within(ask).getByRole('button', { name: 'تجاهل' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/**
 * A choice made by keyboard in a list inside the dialog (Enter on an option)
 * closes the list and gives focus back to its field, not to the dialog's
 * window, so Tab goes on to the next field.
 */
export const FocusBackAfterChoosing: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ADD DOCTOR' }));
    const dialog = await body.findByRole('dialog', { name: 'Add Doctor' });
    const gender = within(dialog).getByRole('button', { name: /Gender/ });
    gender.focus();
    await userEvent.keyboard('{ArrowDown}');
    await listShown();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await listGone();
    await expect(gender).toHaveTextContent('Female');
    await waitFor(() => expect(gender).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('combobox', { name: 'Speciality' })).toHaveFocus();
  },
};
