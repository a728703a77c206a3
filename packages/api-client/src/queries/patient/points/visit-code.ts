// Earning points (002 "Patient dashboard": "A verify-code form (code
// required) awards points"; §7, §8, §9; #23): the patient enters the promo code
// the hospital handed over at the visit with "Get Points". A valid code gives
// 20 points once ("You have recieved 20 points"); an unknown, used or someone
// else's code is refused ("Your code is Invalid OR Expired", 400 or 409). The
// texts are the screen's; the server's answer carries them too.
import { useMutation } from '@tanstack/react-query';
import type { ApiClient } from '../../../client/create-api-client';
import { useApi } from '../../../react/api-provider';
import type { components } from '../../../schema.gen';
import { bodyOf } from '../../shared/query-helpers';
import { storedPoints, storePoints } from './stored-points';

type VerifyCodeResult = components['schemas']['VerifyCodeResult'];

/** What "Get Points" sends: the appointment's slot, the code, and the patient the appointment is for. */
export type VisitCodeInput = components['schemas']['VerifyCodeRequest'];

/** What a verified code gave. */
export interface PointsAward {
  /** The points it earned (20). */
  awarded: number;
  /** The patient's balance now. */
  balance: number;
}

/** The award from the answer; without the server's total, the balance before plus the award. */
export function toPointsAward(answer: VerifyCodeResult['data'], balanceBefore: number): PointsAward {
  return { awarded: answer.points, balance: answer.totalPoints ?? balanceBefore + answer.points };
}

/**
 * "Get Points" on the typed client: resolves with the award and writes the
 * new balance into the stored user; a refused code rejects.
 */
export async function verifyHospitalCode(api: ApiClient, input: VisitCodeInput): Promise<PointsAward> {
  const body = { ...input, code: input.code.trim() };
  const answer = bodyOf((await api.POST('/hospitalCodes/verifyCode', { body })).data);
  const award = toPointsAward(answer.data, storedPoints(api));
  storePoints(api, award.balance);
  return award;
}

/**
 * "Get Points": `mutateAsync({ slotId, code, patientId })` resolves with the
 * award (the stored user has the new balance); a refused code rejects (show
 * "Your code is Invalid OR Expired"). The screen passes
 * `{ points: award.balance }` to the app's `useStoredUserUpdate()`.
 */
export function useVerifyHospitalCode() {
  const api = useApi();
  return useMutation({ mutationFn: (input: VisitCodeInput) => verifyHospitalCode(api, input) });
}
