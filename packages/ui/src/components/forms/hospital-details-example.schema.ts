import { z } from '../../lib/zod';
import { maskedValue } from '../masked-field/masked-value';

/**
 * The hospital registration step 1 fields (spec 000 §5), as the forms stories
 * use them to show validation. Screens own their schemas; this one is an example.
 */
export const hospitalDetailsSchema = z
  .object({
    name: z.string().trim().min(1, 'Required'),
    type: z.enum(['HOSPITAL', 'CLINIC']),
    // "Required" when empty; a number typed only in part says it is incomplete.
    tradeLicenseNo: maskedValue('tradeLicence', { required: 'Required' }),
    phoneNo: maskedValue('phone', { required: 'Required' }),
    email: z.string().min(1, 'Required').pipe(z.email('Invalid email address')),
    password: z.string().min(1, 'Required'),
    confirmPassword: z.string().min(1, 'Required'),
    state: z.string().min(1, 'Required'),
    insurances: z.array(z.string()),
  })
  .refine((values) => values.confirmPassword === values.password, {
    message: 'Both password need to be the same',
    path: ['confirmPassword'],
  });

export type HospitalDetailsValues = z.infer<typeof hospitalDetailsSchema>;

export const emptyHospitalDetails: HospitalDetailsValues = {
  name: '',
  type: 'HOSPITAL',
  tradeLicenseNo: '',
  phoneNo: '',
  email: '',
  password: '',
  confirmPassword: '',
  state: 'Dubai',
  insurances: [],
};
