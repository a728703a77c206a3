import { familyRelations } from '@aafiya/api-client';
import { z } from '../../../../lib/zod';
import { maskedValue } from '../../../../components/masked-field/masked-value';

/** The add form's texts, translated by the screen. */
export interface FamilyMemberMessages {
  required: string;
  phoneIncomplete: string;
  emiratesIdIncomplete: string;
}

const requiredText = (message: string) => z.string().trim().min(1, message);

/**
 * The add-family-member form (002 §5): firstName, lastName, relation,
 * emiratesId and phoneNo all required (the translated 'required'); the Emirates
 * ID masked ###-####-#######-#, the phone +971-## ### ####. Spec choice: a
 * partly typed number reads "Enter the whole …" (the specification shows no
 * text for it; the contract refuses it).
 */
export function familyMemberSchema(messages: FamilyMemberMessages) {
  return z.object({
    firstName: requiredText(messages.required),
    lastName: requiredText(messages.required),
    relation: z.enum([...familyRelations, '']).transform((relation, context) => {
      if (relation !== '') return relation;
      context.addIssue({ code: 'custom', message: messages.required, input: relation });
      return z.NEVER;
    }),
    emiratesId: maskedValue('emiratesId', { required: messages.required, incomplete: messages.emiratesIdIncomplete }),
    phoneNo: maskedValue('phone', { required: messages.required, incomplete: messages.phoneIncomplete }),
  });
}

export type FamilyMemberFields = z.input<ReturnType<typeof familyMemberSchema>>;
export type FamilyMemberValues = z.output<ReturnType<typeof familyMemberSchema>>;

export const emptyFamilyMember: FamilyMemberFields = {
  firstName: '',
  lastName: '',
  relation: '',
  emiratesId: '',
  phoneNo: '',
};
