import { z } from 'zod';
import { maskRegExp } from '../masked-field/mask';

/**
 * The hospital registration step 1 fields (spec 000 §5), as the forms stories
 * use them to show validation. Screens own their schemas; this one is an example.
 */
export const hospitalDetailsSchema = z
  .object({
    name: z.string().trim().min(1, 'Required'),
    type: z.enum(['HOSPITAL', 'CLINIC']),
    // The spec gives no message for an incomplete number, so a partial one reads as missing.
    tradeLicenseNo: z.string().regex(maskRegExp('tradeLicence'), 'Required'),
    phoneNo: z.string().regex(maskRegExp('phone'), 'Required'),
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
