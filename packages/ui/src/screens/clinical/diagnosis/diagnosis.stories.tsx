import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../../../components/button';
import { phoneStory } from '../../../stories/fits-viewport';
import { arabic } from '../../../stories/locale-globals';
import { userEvent } from '../../../stories/user-event';
import { Diagnosis, type DiagnosisProps } from './diagnosis';
import {
  mariamAppointment,
  mariamArabic,
  mariamDoctorReport,
  mariamNurseReport,
  priyaDoctorReport,
  storyTimeZone,
  yousef,
  yousefAppointment,
  yousefNurseReport,
} from './diagnosis.fixtures';
import {
  addMedicine,
  choose,
  detail,
  expectMessages,
  medicineRow,
  regionOf,
  typeDate,
} from './diagnosis.story-helpers';

const meta = {
  title: 'Clinical/Diagnosis',
  component: Diagnosis,
  args: {
    viewer: 'doctor',
    status: 'ready',
    patient: yousef,
    appointment: yousefAppointment,
    nurseReport: { status: 'ready', report: yousefNurseReport },
    doctorReport: { status: 'ready', report: null },
    onOpenDialog: fn(),
    onSaveDoctorReport: fn(),
    onSaveNurseReport: fn(),
    onRetry: fn(),
    onRetryNurseReport: fn(),
    onRetryDoctorReport: fn(),
    onBack: fn(),
    timeZone: storyTimeZone,
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div className="w-[72rem] max-w-full">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Diagnosis>;

export default meta;
type Story = StoryObj<typeof meta>;

const nurseArgs = {
  viewer: 'nurse',
  nurseReport: { status: 'ready', report: null },
  doctorReport: { status: 'ready', report: mariamDoctorReport },
} satisfies Partial<DiagnosisProps>;

export const Doctor: Story = {
  name: 'Doctor: patient, appointment, the nurse report read-only, a new Doctor Diagnosis',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Diagnosis' })).toBeVisible();
    const { region: patient } = regionOf(canvas, 'Patient');
    await expect(within(patient).getByText('Yousef Al Hammadi')).toBeVisible();
    await expect(detail(patient, 'Birth Date')).toBe('02/11/1984');
    await expect(detail(patient, 'Emirates ID')).toBe('784-1984-7654321-3');
    await expect(detail(patient, 'Diseases')).toBe('Hypertension');
    await expect(detail(patient, 'Allergies')).toBe('None');
    await expect(detail(patient, 'Insurances')).toBe('Daman');
    const { region: appointment } = regionOf(canvas, 'Appointment');
    await expect(detail(appointment, 'Date')).toBe('02/12/2026');
    await expect(detail(appointment, 'Time')).toBe('09:30 AM – 10:00 AM');
    await expect(detail(appointment, 'Service')).toBe('Specialist Consultation');
    await expect(detail(appointment, 'Family Member')).toBe('No ( Patient’s Own )');
    await expect(detail(appointment, 'Patient’s Description')).toBe('Follow-up of blood pressure readings.');
    // The doctor reads the nurse report, with its units; nothing of it can be typed into.
    const { region: nurse, inRegion: inNurse } = regionOf(canvas, 'Nurse Diagnosis');
    await expect(detail(nurse, 'Height')).toBe('1.78 m');
    await expect(detail(nurse, 'Weight')).toBe('86 kg');
    await expect(detail(nurse, 'Blood Pressure')).toBe('135/85 mmHg');
    await expect(detail(nurse, 'Body Temperature')).toBe('37 °C');
    await expect(detail(nurse, 'Heart Rate')).toBe('80 bpm');
    await expect(detail(nurse, 'Glucose')).toBe('110 mg/dl');
    await expect(detail(nurse, 'Complaint')).toBe('Headaches in the morning for a week.');
    await expect(inNurse.queryByRole('textbox')).toBeNull();
    // The Doctor Diagnosis is an empty form that generates the report.
    const { inRegion: inDoctor } = regionOf(canvas, 'Doctor Diagnosis');
    await expect(inDoctor.getByRole('textbox', { name: /^Description/ })).toHaveValue('');
    await expect(inDoctor.getByText('No medicines added.')).toBeVisible();
    await expect(inDoctor.getByRole('radio', { name: 'No' })).toBeChecked();
    await expect(inDoctor.queryByRole('group', { name: 'Date of Surgery' })).toBeNull();
    await expect(inDoctor.getByRole('button', { name: 'Generate Report' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const DoctorExistingReport: Story = {
  name: 'Doctor: the form prefilled from the appointment’s report',
  args: { doctorReport: { status: 'ready', report: priyaDoctorReport } },
  play: async ({ canvas, args }) => {
    const { inRegion } = regionOf(canvas, 'Doctor Diagnosis');
    await expect(inRegion.getByRole('button', { name: /Treatment Type/ })).toHaveTextContent('Medication');
    await expect(inRegion.getByRole('textbox', { name: /^Description/ })).toHaveValue(
      'Right knee meniscal tear on MRI. Arthroscopy planned.',
    );
    const { inRow } = medicineRow(inRegion, 1);
    await expect(inRow.getByRole('textbox', { name: /^Medicine/ })).toHaveValue('Ibuprofen 400 mg');
    await expect(inRow.getByRole('textbox', { name: /^Dosage/ })).toHaveValue('3');
    await expect(inRow.getByRole('textbox', { name: /^Days/ })).toHaveValue('5');
    await expect(inRegion.getByRole('radio', { name: 'Yes' })).toBeChecked();
    const [day, month, year] = within(inRegion.getByRole('group', { name: 'Date of Surgery' })).getAllByRole(
      'spinbutton',
    );
    await expect([day?.textContent, month?.textContent, year?.textContent]).toEqual(['15', '12', '2026']);
    // Saved unchanged: the same values go out, to update the report.
    await userEvent.click(inRegion.getByRole('button', { name: 'Update Report' }));
    await waitFor(() =>
      expect(args.onSaveDoctorReport).toHaveBeenCalledWith({
        treatmentType: 'Medication',
        description: 'Right knee meniscal tear on MRI. Arthroscopy planned.',
        medicines: [{ medicine: 'Ibuprofen 400 mg', dosage: 3, days: 5 }],
        requiresSurgery: true,
        dateOfSurgery: '2026-12-15',
      }),
    );
  },
};

export const NoNurseReport: Story = {
  name: 'Doctor: no nurse report yet',
  args: { nurseReport: { status: 'ready', report: null } },
  play: async ({ canvas }) => {
    const { inRegion } = regionOf(canvas, 'Nurse Diagnosis');
    await expect(inRegion.getByText('No Nurse Reports Found')).toBeVisible();
  },
};

export const DoctorValidation: Story = {
  name: 'Doctor: the rules of the Doctor Diagnosis (001 §5)',
  play: async ({ canvas, args }) => {
    const { inRegion } = regionOf(canvas, 'Doctor Diagnosis');
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    await expectMessages(inRegion, ['Treatment Type is required', 'Description is required']);
    // A medicine without its text, with a dosage of 0 and no days.
    await userEvent.click(inRegion.getByRole('button', { name: 'Add Medicine' }));
    const { inRow } = medicineRow(inRegion, 1);
    await userEvent.type(inRow.getByRole('textbox', { name: /^Dosage/ }), '0');
    // Surgery required, without its date.
    await userEvent.click(inRegion.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    await expectMessages(inRow, [
      'Medicine is required',
      'Dosage must be a positive number',
      'Number of days must be a positive number',
    ]);
    await expectMessages(inRegion, ['Date of Surgery is required']);
    await expect(inRow.getByRole('textbox', { name: /^Dosage/ })).toHaveAccessibleDescription(
      'Dosage must be a positive number',
    );
    // No longer required: the date and its message go.
    await userEvent.click(inRegion.getByRole('radio', { name: 'No' }));
    await expect(inRegion.queryByRole('group', { name: 'Date of Surgery' })).toBeNull();
    await expect(args.onSaveDoctorReport).not.toHaveBeenCalled();
  },
};

export const DoctorSaves: Story = {
  name: 'Doctor: a new report with medicines and surgery',
  play: async ({ canvas, args }) => {
    const { inRegion } = regionOf(canvas, 'Doctor Diagnosis');
    await choose(inRegion, /Treatment Type/, 'Skin Desease');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Description/ }), 'Eczema on both forearms.');
    await addMedicine(inRegion, 1, { medicine: 'Cetirizine 10 mg', dosage: '1', days: '10' });
    await addMedicine(inRegion, 2, { medicine: 'Hydrocortisone 1% cream', dosage: '2', days: '7' });
    await addMedicine(inRegion, 3, { medicine: 'Wrong line', dosage: '9', days: '9' });
    await userEvent.click(inRegion.getByRole('button', { name: 'Remove medicine 3' }));
    await userEvent.click(inRegion.getByRole('radio', { name: 'Yes' }));
    await typeDate(inRegion, 'Date of Surgery', '20012027');
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() =>
      expect(args.onSaveDoctorReport).toHaveBeenCalledWith({
        treatmentType: 'Skin Desease',
        description: 'Eczema on both forearms.',
        medicines: [
          { medicine: 'Cetirizine 10 mg', dosage: 1, days: 10 },
          { medicine: 'Hydrocortisone 1% cream', dosage: 2, days: 7 },
        ],
        requiresSurgery: true,
        dateOfSurgery: '2027-01-20',
      }),
    );
  },
};

export const Saving: Story = {
  name: 'Doctor: while the report saves',
  args: { doctorReport: { status: 'ready', report: mariamDoctorReport }, savingDoctorReport: true },
  play: async ({ canvas, args }) => {
    const { inRegion } = regionOf(canvas, 'Doctor Diagnosis');
    const button = inRegion.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSaveDoctorReport).not.toHaveBeenCalled();
  },
};

export const DialogButtons: Story = {
  name: 'Doctor: the buttons of the modals',
  play: async ({ canvas, args }) => {
    const papers = within(canvas.getByRole('group', { name: 'Records and papers' }));
    const buttons = [
      ['Previous Prescriptions', 'previousPrescriptions'],
      ['Previous Lab Results', 'previousLabResults'],
      ['Approve Sick Leave', 'sickLeave'],
      ['Request for Laboratory', 'labRequest'],
      ['QR Prescription', 'qrPrescription'],
    ] as const;
    await expect(papers.getAllByRole('button').map((button) => button.textContent)).toEqual(
      buttons.map(([name]) => name),
    );
    for (const [name, dialog] of buttons) {
      await userEvent.click(papers.getByRole('button', { name }));
      await expect(args.onOpenDialog).toHaveBeenLastCalledWith(dialog);
    }
    await expect(args.onOpenDialog).toHaveBeenCalledTimes(buttons.length);
  },
};

export const Nurse: Story = {
  name: 'Nurse: the Nurse Diagnosis editable, the doctor report read-only',
  args: nurseArgs,
  play: async ({ canvas, args }) => {
    // Only the previous records: sick leave, lab request and prescription are the doctor's.
    const papers = within(canvas.getByRole('group', { name: 'Records and papers' }));
    await expect(papers.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Previous Prescriptions',
      'Previous Lab Results',
    ]);
    const { region: doctor, inRegion: inDoctor } = regionOf(canvas, 'Doctor Diagnosis');
    await expect(detail(doctor, 'Treatment Type')).toBe('Medication');
    await expect(detail(doctor, 'Requires Surgery')).toBe('No');
    await expect(inDoctor.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Bisoprolol 5 mg — Dosage (per day): 1, Days: 30',
      'Atorvastatin 20 mg — Dosage (per day): 1, Days: 90',
    ]);
    await expect(inDoctor.queryByRole('textbox')).toBeNull();
    const { inRegion } = regionOf(canvas, 'Nurse Diagnosis');
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() => expect(inRegion.getAllByText('Height must be a positive number')).toHaveLength(5));
    await expectMessages(inRegion, ['Blood Pressure is required', 'Complaint is required']);
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Height/ }), '1.63');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Weight/ }), '58');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Blood Pressure/ }), '118/76');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Body Temperature/ }), '36.7');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Heart Rate/ }), '-96');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Glucose/ }), '92');
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Complaint/ }), 'Racing heart on the stairs.');
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    // A negative heart rate is refused with the same message.
    await waitFor(() => expect(inRegion.getAllByText('Height must be a positive number')).toHaveLength(1));
    await expect(inRegion.getByRole('textbox', { name: /^Heart Rate/ })).toHaveAccessibleDescription(
      'Height must be a positive number',
    );
    await userEvent.clear(inRegion.getByRole('textbox', { name: /^Heart Rate/ }));
    await userEvent.type(inRegion.getByRole('textbox', { name: /^Heart Rate/ }), '96');
    await userEvent.click(inRegion.getByRole('button', { name: 'Generate Report' }));
    await waitFor(() =>
      expect(args.onSaveNurseReport).toHaveBeenCalledWith({
        height: 1.63,
        weight: 58,
        bp: '118/76',
        bt: 36.7,
        complain: 'Racing heart on the stairs.',
        heartRate: 96,
        glucose: 92,
      }),
    );
  },
};

export const NurseNoDoctorReport: Story = {
  name: 'Nurse: the nurse report prefilled, no doctor report yet',
  args: {
    ...nurseArgs,
    nurseReport: { status: 'ready', report: yousefNurseReport },
    doctorReport: { status: 'ready', report: null },
  },
  play: async ({ canvas }) => {
    await expect(regionOf(canvas, 'Doctor Diagnosis').inRegion.getByText('No Doctor Reports Found')).toBeVisible();
    const { inRegion } = regionOf(canvas, 'Nurse Diagnosis');
    await expect(inRegion.getByRole('textbox', { name: /^Height/ })).toHaveValue('1.78');
    await expect(inRegion.getByRole('textbox', { name: /^Blood Pressure/ })).toHaveValue('135/85');
    await expect(inRegion.getByRole('button', { name: 'Update Report' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', patient: undefined, appointment: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
    for (const name of ['Patient', 'Appointment', 'Nurse Diagnosis', 'Doctor Diagnosis']) {
      await expect(canvas.getByRole('region', { name })).toHaveAttribute('aria-busy', 'true');
    }
    await expect(canvas.getByRole('button', { name: 'Approve Sick Leave' })).toBeDisabled();
  },
};

/** What `status` says: the skeletons first, then the loaded screen (the button stands for the answer arriving). */
function LoadingThenLoaded(args: DiagnosisProps) {
  const [loaded, setLoaded] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Button
        variant="secondary"
        className="self-start"
        onClick={() => {
          setLoaded(true);
        }}
      >
        Answer
      </Button>
      <Diagnosis {...args} status={loaded ? 'ready' : 'loading'} />
    </div>
  );
}

/** The heights of the cards named `names`. */
function heights(canvasElement: HTMLElement, names: readonly string[]): Record<string, number> {
  const canvas = within(canvasElement);
  return Object.fromEntries(
    names.map((name) => [name, Math.round(canvas.getByRole('region', { name }).getBoundingClientRect().height)]),
  );
}

/** A story showing the skeletons, then the loaded screen, and checking the cards `names` kept their heights. */
function skeletonStory(names: readonly string[]): Story {
  return {
    render: (args) => <LoadingThenLoaded {...args} />,
    play: async ({ canvas, canvasElement }) => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
      const loading = heights(canvasElement, names);
      await userEvent.click(canvas.getByRole('button', { name: 'Answer' }));
      await expect(canvas.queryByRole('status')).toBeNull();
      await expect(heights(canvasElement, names)).toEqual(loading);
    },
  };
}

export const SkeletonsKeepTheirSize: Story = {
  ...skeletonStory(['Patient', 'Appointment', 'Nurse Diagnosis', 'Doctor Diagnosis']),
  name: 'Loading: the skeletons have the loaded screen’s size (doctor)',
};

export const NurseSkeletonsKeepTheirSize: Story = {
  ...skeletonStory(['Patient', 'Appointment', 'Nurse Diagnosis']),
  name: 'Loading: the nurse form’s skeleton has its size (nurse)',
  args: { ...nurseArgs },
};

export const Failure: Story = {
  name: 'Error',
  args: { status: 'error', error: 'Database unavailable', patient: undefined, appointment: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Database unavailable');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  name: 'Not found (an appointment of another patient)',
  args: { status: 'notFound', patient: undefined, appointment: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Appointment not found')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Patient' })).toBeNull();
  },
};

export const ReportsFailed: Story = {
  name: 'The reports could not be loaded',
  args: { nurseReport: { status: 'error' }, doctorReport: { status: 'error' } },
  play: async ({ canvas, args }) => {
    const nurse = regionOf(canvas, 'Nurse Diagnosis').inRegion;
    await expect(nurse.getByRole('alert')).toHaveTextContent('The nurse report could not be loaded.');
    await userEvent.click(nurse.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryNurseReport).toHaveBeenCalledOnce();
    const doctor = regionOf(canvas, 'Doctor Diagnosis').inRegion;
    await expect(doctor.getByRole('alert')).toHaveTextContent('The doctor report could not be loaded.');
    await userEvent.click(doctor.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryDoctorReport).toHaveBeenCalledOnce();
    await expect(doctor.queryByRole('button', { name: 'Generate Report' })).toBeNull();
  },
};

const arabicArgs = {
  patient: mariamArabic,
  appointment: mariamAppointment,
  nurseReport: { status: 'ready', report: mariamNurseReport },
  doctorReport: { status: 'ready', report: mariamDoctorReport },
} satisfies Partial<DiagnosisProps>;

export const Arabic: Story = {
  name: 'Arabic (doctor)',
  globals: arabic,
  args: arabicArgs,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="diagnosis"]')?.closest('[dir]')).toHaveAttribute(
      'dir',
      'rtl',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: 'التشخيص' })).toBeVisible();
    const { region: patient } = regionOf(canvas, 'المريض');
    await expect(within(patient).getByText('مريم الكعبي')).toBeVisible();
    await expect(detail(patient, 'التأمينات')).toBe('سكون');
    await expect(detail(regionOf(canvas, 'تشخيص الممرض').region, 'الطول')).toBe('1.63 m');
    const { inRegion } = regionOf(canvas, 'تشخيص الطبيب');
    await expect(inRegion.getByRole('button', { name: /نوع العلاج/ })).toHaveTextContent('علاج دوائي');
    await userEvent.clear(inRegion.getByRole('textbox', { name: /^الوصف/ }));
    await userEvent.click(inRegion.getByRole('button', { name: 'تحديث التقرير' }));
    await expectMessages(inRegion, ['الوصف مطلوب']);
  },
};

export const ArabicNurse: Story = {
  name: 'Arabic (nurse): the nurse report’s rules',
  globals: arabic,
  args: { ...arabicArgs, viewer: 'nurse', nurseReport: { status: 'ready', report: null } },
  play: async ({ canvas }) => {
    const { inRegion } = regionOf(canvas, 'تشخيص الممرض');
    await userEvent.click(inRegion.getByRole('button', { name: 'إنشاء التقرير' }));
    await waitFor(() => expect(inRegion.getAllByText('يجب أن يكون الطول رقمًا موجبًا')).toHaveLength(5));
    await expectMessages(inRegion, ['ضغط الدم مطلوب', 'الشكوى مطلوبة']);
  },
};

export const Phone: Story = {
  ...phoneStory(),
  name: 'Phone (doctor, a report with medicines)',
  args: { doctorReport: { status: 'ready', report: mariamDoctorReport } },
};

export const PhoneArabicNurse: Story = {
  ...phoneStory({ arabic: true }),
  name: 'Phone, Arabic (nurse)',
  args: { ...arabicArgs, viewer: 'nurse' },
};

export const PhoneLoading: Story = {
  ...phoneStory(),
  name: 'Phone (loading)',
  args: { status: 'loading', patient: undefined, appointment: undefined },
};
