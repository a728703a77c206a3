import type { Catalog } from './messages';

/**
 * Texts of the patient dashboard's Account tab (002 "Patient dashboard", "Account settings", §5 "Patient profile
 * form", §8; #25 item 7), English: the specification's toasts ("patient profile updated", "Problem while updating
 * patient profile") and the button that "then reads cancel request"; the rest is ours, marked (ours). The fields'
 * labels and validation texts are the registration's and the staff forms'.
 *
 * English (loaded alone: messages/patient-account.ar.ts has the Arabic).
 */
export default {
  loading: 'Loading your account', // (ours)
  loadFailed: 'Could not load your account.', // (ours)
  formTitle: 'Personal and contact details', // (ours)
  update: 'Update', // (ours)
  saving: 'Saving…', // (ours)
  passwordHint: 'Leave both empty to keep the current password.', // (ours)
  updated: 'patient profile updated',
  updateFailed: 'Problem while updating patient profile',

  // Account deletion
  deletionTitle: 'Delete account', // (ours)
  deletionNote:
    'Asking for deletion sends a request to the administrator, who confirms it. Until then your account keeps working and you can cancel the request.', // (ours)
  deletionPending: 'You have asked for your account to be deleted.', // (ours)
  deleteAccount: 'Delete account', // (ours; 002: "a delete / cancel-deletion account button")
  cancelRequest: 'Cancel request',
  deleteQuestion: 'Ask for your account to be deleted?', // (ours)
  deleteDetail: 'Your points are forfeited when the account is deleted.', // (ours; the Terms' wording)
  confirmDelete: 'Request deletion', // (ours)
  deletionRequested: 'Account deletion requested', // (ours)
  deletionCancelled: 'Account deletion request cancelled', // (ours)
  deletionFailed: 'Problem while updating the deletion request', // (ours)
} satisfies Catalog;
