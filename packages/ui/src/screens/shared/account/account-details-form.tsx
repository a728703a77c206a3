import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Card } from '../../../components/card';
import { StaffAlert } from '../../hospital/staff/staff-alert';
import { PersonFields } from '../../hospital/staff-forms/person-fields';
import { AccountFormCard } from './account-form-card';
import { AccountPasswordFields } from './account-password-fields';
import {
  accountDetailsSchema,
  type AccountDetailsFields,
  type AccountDetailsValues,
  useAccountDetailsMessages,
} from './account-details.schema';
import { type ProfilePictureActions, ProfilePicturePanel } from './profile-picture-panel';

/** The account whose details the form edits. */
export interface AccountDetailsPerson {
  firstName: string;
  lastName: string;
  /** "First Last": the picture's fallback initials. */
  name: string;
  email: string;
  /** `+971-## ### ####`, or "". */
  mobile: string;
  image?: string | undefined;
}

/** The form's own texts (the fields' labels and messages are the staff forms'). */
export interface AccountDetailsTexts {
  /** The card's heading. */
  title: string;
  submit: string;
  /** The submit button's text while saving. */
  saving: string;
  password: string;
  confirmPassword: string;
  /** Under the password: why it is asked for on every save (or, when optional, that empty keeps it). */
  passwordHint: string;
  /** The phone field's label; the staff forms' "Mobile" by default. */
  mobile?: string;
}

export interface AccountDetailsActions {
  /** Saves the account; resolves true when saved (both password fields then empty). */
  onSave?: (values: AccountDetailsValues) => Promise<boolean>;
  saving?: boolean;
  /** The server's refusal, shown above the fields. */
  saveError?: string;
  /** Upload and remove of the profile picture. */
  picture?: ProfilePictureActions;
  /** Both password fields may stay empty to keep the current password (see `accountDetailsSchema`). */
  passwordOptional?: boolean;
}

export type AccountDetailsFormProps = AccountDetailsActions & {
  person: AccountDetailsPerson;
  texts: AccountDetailsTexts;
};

function fieldsOf(person: AccountDetailsPerson): AccountDetailsFields {
  return {
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    mobile: person.mobile,
    password: '',
    confirmPassword: '',
  };
}

/**
 * The account form of the doctor's Account tab, the nurse's and the
 * receptionist's account pages (001 §2, §5: one set of fields and rules):
 * first name, last name, email, mobile (+971 mask), the password and its
 * confirmation, then the profile picture (upload and remove).
 */
export function AccountDetailsForm({
  person,
  texts,
  onSave,
  saving = false,
  saveError,
  picture,
  passwordOptional = false,
}: AccountDetailsFormProps) {
  const messages = useAccountDetailsMessages();
  const schema = useMemo(() => accountDetailsSchema(messages, { passwordOptional }), [messages, passwordOptional]);
  const form = useForm<AccountDetailsFields, unknown, AccountDetailsValues>({
    resolver: zodResolver(schema),
    defaultValues: fieldsOf(person),
    mode: 'onTouched',
  });

  async function save(values: AccountDetailsValues) {
    if (!onSave) return;
    if (await onSave(values)) form.reset({ ...values, password: '', confirmPassword: '' });
  }

  return (
    <div className="flex flex-col gap-6">
      <AccountFormCard
        form={form}
        title={texts.title}
        onSubmit={onSave && ((values: AccountDetailsValues) => void save(values))}
        saving={saving}
        alert={saveError && <StaffAlert>{saveError}</StaffAlert>}
        submitLabel={texts.submit}
        savingLabel={texts.saving}
      >
        {/* The staff forms' person fields; "add" leaves the email editable: the user may change his own. */}
        <PersonFields mode="add" mobileLabel={texts.mobile} />
        <AccountPasswordFields texts={texts} passwordOptional={passwordOptional} />
      </AccountFormCard>
      <Card className="px-6">
        <ProfilePicturePanel image={person.image} name={person.name} {...picture} />
      </Card>
    </div>
  );
}
