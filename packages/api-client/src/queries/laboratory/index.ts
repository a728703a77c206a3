// The laboratory area (#21): its pending requests and result records, sending results with upload progress,
// and its own account.
export {
  useDeleteLaboratoryPicture,
  useLaboratoryAccount,
  useUpdateLaboratoryAccount,
  useUploadLaboratoryPicture,
} from './account';
export {
  type LaboratoryLabRequest,
  type LaboratoryLabRequestPage,
  type LaboratoryLabRequestStatus,
  laboratoryLabRequestsQueryOptions,
  useLaboratoryLabRequests,
} from './lab-requests';
export {
  isLabResultComplete,
  LAB_RESULT_FILE_MAX_BYTES,
  type LabResultEntry,
  labResultProblem,
  type LabResultProblem,
  type LabResultSubmission,
  toLabResultFormData,
  useSubmitLabResults,
} from './submit-results';
