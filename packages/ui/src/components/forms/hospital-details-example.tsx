import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../button';
import { MaskedField } from '../masked-field/masked-field';
import { Form } from './form';
import {
  emptyHospitalDetails,
  hospitalDetailsSchema,
  type HospitalDetailsValues,
} from './hospital-details-example.schema';
import { MultiSelect } from './multi-select';
import { PasswordField } from './password-field';
import { RadioGroup } from './radio-group';
import { Select } from './select';
import { hospitalTypes, insurances, states } from './story-options';
import { TextField } from './text-field';

const englishLabels = {
  name: 'Name',
  type: 'Type',
  tradeLicenseNo: 'Trade License Number',
  phoneNo: 'Phone',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  state: 'State',
  insurances: 'Insurances',
  submit: 'Next',
};

export interface HospitalDetailsExampleProps {
  onSubmit: (values: HospitalDetailsValues) => void;
  labels?: typeof englishLabels;
}

/** A whole form built from the primitives (stories only): register for inputs, Controller for the rest. */
export function HospitalDetailsExample({ onSubmit, labels = englishLabels }: HospitalDetailsExampleProps) {
  const form = useForm<HospitalDetailsValues>({
    resolver: zodResolver(hospitalDetailsSchema),
    defaultValues: emptyHospitalDetails,
  });
  const { control, register } = form;
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Hospital details" className="w-[28rem]">
      <TextField label={labels.name} required {...register('name')} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <RadioGroup label={labels.type} options={hospitalTypes} orientation="horizontal" {...field} />
        )}
      />
      <Controller
        control={control}
        name="tradeLicenseNo"
        render={({ field }) => <MaskedField label={labels.tradeLicenseNo} mask="tradeLicence" required {...field} />}
      />
      <Controller
        control={control}
        name="phoneNo"
        render={({ field }) => <MaskedField label={labels.phoneNo} mask="phone" required {...field} />}
      />
      <TextField label={labels.email} type="email" required {...register('email')} />
      <PasswordField label={labels.password} autoComplete="new-password" required {...register('password')} />
      <PasswordField
        label={labels.confirmPassword}
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
      />
      <Controller
        control={control}
        name="state"
        render={({ field }) => <Select label={labels.state} options={states} required {...field} />}
      />
      <Controller
        control={control}
        name="insurances"
        render={({ field }) => <MultiSelect label={labels.insurances} options={insurances} {...field} />}
      />
      <Button type="submit">{labels.submit}</Button>
    </Form>
  );
}
