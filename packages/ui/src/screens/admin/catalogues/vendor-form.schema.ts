import { z } from '../../../lib/zod';
import {
  emailField,
  englishStaffValidation,
  mobileField,
  requiredText,
  type StaffValidationMessages,
} from '../../hospital/staff-forms/staff-validation';

/** The longest `about` the modal takes (ours: neither the specification nor the contract sets one). */
export const VENDOR_ABOUT_MAX_LENGTH = 2000;

/**
 * The admin's vendor modal (002 §5 "Vendor (admin form)"): first name, last
 * name, branch name, email, address and phone required ('Required'); the
 * phone in the +971-## ### #### mask; about optional. Spec choice: the
 * email must also be an address ("Invalid email address", as the spec's
 * other forms say), since the vendor's account is made with it.
 */
export function createVendorFormSchema(messages: StaffValidationMessages = englishStaffValidation) {
  return z.object({
    firstName: requiredText(messages),
    lastName: requiredText(messages),
    branchName: requiredText(messages),
    email: emailField(messages),
    address: requiredText(messages),
    phoneNo: mobileField(messages),
    about: z.string().trim(),
  });
}

export const vendorFormSchema = createVendorFormSchema();

export type VendorFormFields = z.input<typeof vendorFormSchema>;

export const emptyVendorForm: VendorFormFields = {
  firstName: '',
  lastName: '',
  branchName: '',
  email: '',
  address: '',
  phoneNo: '',
  about: '',
};
