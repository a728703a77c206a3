import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../client/create-api-client';
import { useApi } from '../../react/api-provider';
import type { components } from '../../schema.gen';
import { type PatientCard, toPatientCard } from '../hospital/patients';
import { bodyOf, isUnderPath } from '../shared/query-helpers';

type Schemas = components['schemas'];

/** What the nurse's Add Patient modal collects (001 §5 "Add Patient by nurse"). */
export interface NursePatientInput {
  email: string;
  firstName: string;
  lastName: string;
  /** `###-####-#######-#`. */
  emiratesId: string;
  /** `+971-## ### ####`. */
  mobile: string;
  /** 'YYYY-MM-DD'. */
  birthday: string;
  gender: Schemas['PatientGender'];
  location: string;
}

/** `POST /patients/createNursePatient`'s body: the texts trimmed. */
export function toNursePatientBody(input: NursePatientInput): Schemas['NursePatientCreate'] {
  return {
    email: input.email.trim(),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    mobile: input.mobile,
    birthday: input.birthday,
    gender: input.gender,
    location: input.location.trim(),
    emiratesId: input.emiratesId,
  };
}

/** `POST /patients/createNursePatient`: the new patient, as a card. */
export async function createNursePatient(api: ApiClient, input: NursePatientInput): Promise<PatientCard> {
  const answer = await api.POST('/patients/createNursePatient', { body: toNursePatientBody(input) });
  return toPatientCard(bodyOf(answer.data).data);
}

/** Add Patient: `mutateAsync(input)`; on success the patient lists are fetched again (001 §2). */
export function useCreateNursePatient() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NursePatientInput) => createNursePatient(api, input),
    onSuccess: () => queryClient.invalidateQueries({ predicate: (query) => isUnderPath(query.queryKey, '/patients') }),
  });
}
