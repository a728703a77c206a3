// Generated from openapi/dist/openapi.json by packages/api-client/scripts/contract.mjs.
// Do not edit: run `pnpm ws:generate`. `npm test` fails when this file is stale.

/** Object schemas of the contract that answers carry, or that no operation uses: each has a fixture. */
export type EntitySchemaName =
  | 'ActiveOffer'
  | 'Addon'
  | 'AdminDashboard'
  | 'Appointment'
  | 'AppointmentCancelResult'
  | 'AppointmentCount'
  | 'AppointmentPage'
  | 'Category'
  | 'CryptoPublicKey'
  | 'DeleteResult'
  | 'Doctor'
  | 'DoctorAppointmentsByDate'
  | 'DoctorDirectory'
  | 'DoctorPage'
  | 'DoctorReport'
  | 'DoctorReportPdfData'
  | 'DoctorUpdateResult'
  | 'Envelope'
  | 'Error'
  | 'FamilyMember'
  | 'FamilyMemberCreateResult'
  | 'FamilyMemberRef'
  | 'GeoPoint'
  | 'Hospital'
  | 'HospitalApproval'
  | 'HospitalCode'
  | 'HospitalDetail'
  | 'HospitalFinance'
  | 'HospitalRef'
  | 'HospitalService'
  | 'HospitalTypeOption'
  | 'HospitalUpdateResult'
  | 'Insurance'
  | 'LabRequest'
  | 'LabRequestPage'
  | 'LabResult'
  | 'LabTest'
  | 'Laboratory'
  | 'LaboratoryPage'
  | 'LoginResult'
  | 'Lookup'
  | 'Medicine'
  | 'NameRef'
  | 'NotificationEvent'
  | 'Nurse'
  | 'NursePage'
  | 'NurseReport'
  | 'Package'
  | 'PackageCategory'
  | 'PageInfo'
  | 'Paging'
  | 'PaperVerification'
  | 'Patient'
  | 'PatientPage'
  | 'PatientProfile'
  | 'PatientRef'
  | 'PatientUpdateResult'
  | 'PcrSlot'
  | 'PersonRef'
  | 'Pharmacy'
  | 'PharmacyPrescription'
  | 'PharmacyPrescriptionPage'
  | 'Prescription'
  | 'PrescriptionDispensing'
  | 'PromoVideo'
  | 'PromoVideoPage'
  | 'Provider'
  | 'QrPrescription'
  | 'Receptionist'
  | 'ReceptionistPage'
  | 'Reward'
  | 'ServiceRef'
  | 'SickLeave'
  | 'Slot'
  | 'SlotCreated'
  | 'SlotSeriesCreated'
  | 'Speciality'
  | 'SpecialityPage'
  | 'SuccessMessage'
  | 'UploadedImage'
  | 'User'
  | 'Vendor'
  | 'VendorRedemption'
  | 'VerifyCodeResult'
  | 'VitalsReport';

export const entitySchemaNames: readonly EntitySchemaName[] = [
  'ActiveOffer',
  'Addon',
  'AdminDashboard',
  'Appointment',
  'AppointmentCancelResult',
  'AppointmentCount',
  'AppointmentPage',
  'Category',
  'CryptoPublicKey',
  'DeleteResult',
  'Doctor',
  'DoctorAppointmentsByDate',
  'DoctorDirectory',
  'DoctorPage',
  'DoctorReport',
  'DoctorReportPdfData',
  'DoctorUpdateResult',
  'Envelope',
  'Error',
  'FamilyMember',
  'FamilyMemberCreateResult',
  'FamilyMemberRef',
  'GeoPoint',
  'Hospital',
  'HospitalApproval',
  'HospitalCode',
  'HospitalDetail',
  'HospitalFinance',
  'HospitalRef',
  'HospitalService',
  'HospitalTypeOption',
  'HospitalUpdateResult',
  'Insurance',
  'LabRequest',
  'LabRequestPage',
  'LabResult',
  'LabTest',
  'Laboratory',
  'LaboratoryPage',
  'LoginResult',
  'Lookup',
  'Medicine',
  'NameRef',
  'NotificationEvent',
  'Nurse',
  'NursePage',
  'NurseReport',
  'Package',
  'PackageCategory',
  'PageInfo',
  'Paging',
  'PaperVerification',
  'Patient',
  'PatientPage',
  'PatientProfile',
  'PatientRef',
  'PatientUpdateResult',
  'PcrSlot',
  'PersonRef',
  'Pharmacy',
  'PharmacyPrescription',
  'PharmacyPrescriptionPage',
  'Prescription',
  'PrescriptionDispensing',
  'PromoVideo',
  'PromoVideoPage',
  'Provider',
  'QrPrescription',
  'Receptionist',
  'ReceptionistPage',
  'Reward',
  'ServiceRef',
  'SickLeave',
  'Slot',
  'SlotCreated',
  'SlotSeriesCreated',
  'Speciality',
  'SpecialityPage',
  'SuccessMessage',
  'UploadedImage',
  'User',
  'Vendor',
  'VendorRedemption',
  'VerifyCodeResult',
  'VitalsReport',
];

/** The shape of a JSON answer: entity references, lists and plain objects of them. */
export type AnswerShape =
  | { readonly ref: EntitySchemaName }
  | { readonly array: AnswerShape }
  | { readonly object: { readonly [key: string]: AnswerShape } };

export type AnswerBody =
  | { readonly kind: 'json'; readonly shape: AnswerShape }
  | { readonly kind: 'binary'; readonly contentType: string }
  | { readonly kind: 'event-stream' }
  | { readonly kind: 'empty' };

export interface ContractOperation {
  readonly operationId: string;
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'patch' | 'options' | 'head' | 'trace';
  /** The path as the contract writes it (without the `/api` server prefix). */
  readonly path: string;
  /** What the request body is: multipart bodies are never enveloped. */
  readonly request: 'json' | 'multipart' | 'none';
  /** Status of the success answer. */
  readonly status: number;
  readonly body: AnswerBody;
}

/** Every operation of the contract (215), in contract order. */
export const contractOperations: readonly ContractOperation[] = [
  {"operationId":"loginUser","method":"post","path":"/users/login","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"LoginResult"}}},
  {"operationId":"logoutUser","method":"post","path":"/users/logout","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"resendVerification","method":"get","path":"/users/resend-verification/{email}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"verifyEmail","method":"put","path":"/users/verify-email","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"forgetPassword","method":"put","path":"/users/forget-password","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"resetPassword","method":"put","path":"/users/reset-password","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"getUser","method":"get","path":"/users/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"User"}}}}},
  {"operationId":"getCryptoPublicKey","method":"get","path":"/crypto/public-key","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"CryptoPublicKey"}}},
  {"operationId":"streamNotifications","method":"get","path":"/notifications/stream","request":"none","status":200,"body":{"kind":"event-stream"}},
  {"operationId":"updateUserPushToken","method":"put","path":"/users/webfcToken","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"updateHospitalPushToken","method":"put","path":"/hospitals/webfcToken","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"updatePatientPushToken","method":"put","path":"/patients/webfcToken","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
  {"operationId":"listHospitals","method":"get","path":"/hospitals","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Hospital"}}}}}},
  {"operationId":"registerHospital","method":"post","path":"/hospitals","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Hospital"}}}}},
  {"operationId":"getHospitalDetails","method":"get","path":"/hospitals/details/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"HospitalDetail"}}}}},
  {"operationId":"listHospitalAddonServices","method":"get","path":"/hospitals/services/all","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Addon"}}}}}},
  {"operationId":"searchHospitals","method":"get","path":"/hospitals/search/{text}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Hospital"}}}}}},
  {"operationId":"filterHospitals","method":"post","path":"/hospitals/filter","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Hospital"}},"paging":{"ref":"Paging"}}}}},
  {"operationId":"getHospital","method":"get","path":"/hospitals/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"hospital":{"ref":"Hospital"}}}}},
  {"operationId":"updateHospital","method":"put","path":"/hospitals/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"HospitalUpdateResult"}}},
  {"operationId":"uploadHospitalGalleryImage","method":"put","path":"/hospitals/uploadImage/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"UploadedImage"}}}}},
  {"operationId":"deleteHospitalGalleryImage","method":"delete","path":"/hospitals/deleteGalleryImage/{id}/{imageId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Hospital"}}}}},
  {"operationId":"uploadHospitalProfilePicture","method":"put","path":"/hospitals/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Hospital"}}}}},
  {"operationId":"deleteHospitalProfilePicture","method":"delete","path":"/hospitals/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Hospital"}}}}},
  {"operationId":"listPendingHospitals","method":"get","path":"/hospitals/get/pending","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"HospitalApproval"}}}}}},
  {"operationId":"approveHospital","method":"put","path":"/hospitals/approveHospital/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"HospitalApproval"}}}}},
  {"operationId":"getTradeLicenseFile","method":"get","path":"/hospitals/getTradeLicenseFile/{id}","request":"none","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"getAdminDashboard","method":"get","path":"/admin/dashboard","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"AdminDashboard"}}},
  {"operationId":"getHospitalFinance","method":"get","path":"/hospitals/finance/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"HospitalFinance"}}},
  {"operationId":"downloadHospitalFinanceReport","method":"post","path":"/hospitals/finance/report","request":"json","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"getHospitalFinanceStatistics","method":"post","path":"/hospitals/finance/statistics","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Appointment"}}}}}},
  {"operationId":"downloadPcrFinanceReport","method":"post","path":"/hospitals/finance/pcr/report","request":"json","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"getPcrFinanceStatistics","method":"post","path":"/hospitals/finance/pcr/statistics","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"PcrSlot"}}}}}},
  {"operationId":"listLookupCountries","method":"get","path":"/lookups/countries","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Lookup"}}}}}},
  {"operationId":"listLookupGenders","method":"get","path":"/lookups/genders","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Lookup"}}}}}},
  {"operationId":"listLookupLanguages","method":"get","path":"/lookups/languages","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Lookup"}}}}}},
  {"operationId":"listLookupInsurances","method":"get","path":"/lookups/insurances","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Lookup"}}}}}},
  {"operationId":"listInsuranceOptions","method":"get","path":"/insurance","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Insurance"}}}}}},
  {"operationId":"listCategories","method":"get","path":"/categories","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Category"}}}}}},
  {"operationId":"createCategory","method":"post","path":"/categories","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Category"}}}}},
  {"operationId":"getCategory","method":"get","path":"/categories/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Category"}}}}},
  {"operationId":"updateCategory","method":"put","path":"/categories/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Category"}}}}},
  {"operationId":"deleteCategory","method":"delete","path":"/categories/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listSpecialityOptions","method":"get","path":"/speciality","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"SpecialityPage"}}}}},
  {"operationId":"listSpecialities","method":"get","path":"/specialities","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"SpecialityPage"}}}}},
  {"operationId":"createSpeciality","method":"post","path":"/specialities","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Speciality"}}}}},
  {"operationId":"getSpeciality","method":"get","path":"/specialities/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Speciality"}}}}},
  {"operationId":"updateSpeciality","method":"put","path":"/specialities/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Speciality"}}}}},
  {"operationId":"deleteSpeciality","method":"delete","path":"/specialities/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listInsurances","method":"get","path":"/insurances","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Insurance"}}}}}},
  {"operationId":"createInsurance","method":"post","path":"/insurances","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Insurance"}}}}},
  {"operationId":"getInsurance","method":"get","path":"/insurances/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Insurance"}}}}},
  {"operationId":"updateInsurance","method":"put","path":"/insurances/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Insurance"}}}}},
  {"operationId":"deleteInsurance","method":"delete","path":"/insurances/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listPackageCategories","method":"get","path":"/packageCategories","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"PackageCategory"}}}}}},
  {"operationId":"createPackageCategory","method":"post","path":"/packageCategories","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PackageCategory"}}}}},
  {"operationId":"updatePackageCategory","method":"put","path":"/packageCategories/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PackageCategory"}}}}},
  {"operationId":"deletePackageCategory","method":"delete","path":"/packageCategories/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listAddons","method":"get","path":"/addons","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Addon"}}}}}},
  {"operationId":"createAddon","method":"post","path":"/addons","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Addon"}}}}},
  {"operationId":"getAddon","method":"get","path":"/addons/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Addon"}}}}},
  {"operationId":"updateAddon","method":"put","path":"/addons/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Addon"}}}}},
  {"operationId":"deleteAddon","method":"delete","path":"/addons/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listVendors","method":"get","path":"/vendors","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Vendor"}}}}}},
  {"operationId":"createVendor","method":"post","path":"/vendors","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Vendor"}}}}},
  {"operationId":"getVendor","method":"get","path":"/vendors/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Vendor"}}}}},
  {"operationId":"updateVendor","method":"put","path":"/vendors/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Vendor"}}}}},
  {"operationId":"deleteVendor","method":"delete","path":"/vendors/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"uploadVendorProfilePicture","method":"put","path":"/vendors/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Vendor"}}}}},
  {"operationId":"deleteVendorProfilePicture","method":"delete","path":"/vendors/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Vendor"}}}}},
  {"operationId":"uploadVendorGalleryImage","method":"put","path":"/vendors/uploadImage/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"UploadedImage"}}}}},
  {"operationId":"deleteVendorGalleryImage","method":"delete","path":"/vendors/deleteGalleryImage/{id}/{imageId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Vendor"}}}}},
  {"operationId":"listDoctors","method":"get","path":"/doctors","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DoctorPage"}}},
  {"operationId":"createDoctor","method":"post","path":"/doctors","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Doctor"}}}}},
  {"operationId":"listAllDoctors","method":"get","path":"/doctors/all","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"DoctorDirectory"}}}}},
  {"operationId":"searchHospitalDoctors","method":"get","path":"/doctors/search/{text}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DoctorPage"}}},
  {"operationId":"searchAllDoctors","method":"get","path":"/doctors/searchAll/{text}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Doctor"}}}}}},
  {"operationId":"searchDoctorsBySpeciality","method":"get","path":"/doctors/searchDoctorBySpeciality/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Doctor"}}}}}},
  {"operationId":"filterDoctors","method":"post","path":"/doctors/filter","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Doctor"}},"paging":{"ref":"Paging"}}}}},
  {"operationId":"getDoctor","method":"get","path":"/doctors/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Doctor"}}}}},
  {"operationId":"updateDoctor","method":"put","path":"/doctors/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"DoctorUpdateResult"}}},
  {"operationId":"deleteDoctor","method":"delete","path":"/doctors/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"uploadDoctorProfilePicture","method":"put","path":"/doctors/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Doctor"}}}}},
  {"operationId":"deleteDoctorProfilePicture","method":"delete","path":"/doctors/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Doctor"}}}}},
  {"operationId":"listNurses","method":"get","path":"/nurse","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"NursePage"}}}}},
  {"operationId":"createNurse","method":"post","path":"/nurse","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Nurse"}}}}},
  {"operationId":"searchNurses","method":"get","path":"/nurse/search/{text}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"NursePage"}}}}},
  {"operationId":"getNurse","method":"get","path":"/nurse/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Nurse"}}}}},
  {"operationId":"updateNurse","method":"put","path":"/nurse/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Nurse"}}}}},
  {"operationId":"deleteNurse","method":"delete","path":"/nurse/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"uploadNurseProfilePicture","method":"put","path":"/nurse/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Nurse"}}}}},
  {"operationId":"deleteNurseProfilePicture","method":"delete","path":"/nurse/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Nurse"}}}}},
  {"operationId":"listLaboratories","method":"get","path":"/labortories","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"LaboratoryPage"}}}}},
  {"operationId":"createLaboratory","method":"post","path":"/labortories","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Laboratory"}}}}},
  {"operationId":"searchLaboratories","method":"get","path":"/labortories/search/{text}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"LaboratoryPage"}}}}},
  {"operationId":"getLaboratory","method":"get","path":"/labortories/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Laboratory"}}}}},
  {"operationId":"updateLaboratory","method":"put","path":"/labortories/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Laboratory"}}}}},
  {"operationId":"deleteLaboratory","method":"delete","path":"/labortories/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"uploadLaboratoryProfilePicture","method":"put","path":"/labortories/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Laboratory"}}}}},
  {"operationId":"deleteLaboratoryProfilePicture","method":"delete","path":"/labortories/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Laboratory"}}}}},
  {"operationId":"listReceptionists","method":"get","path":"/receptionists","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"ReceptionistPage"}}}}},
  {"operationId":"createReceptionist","method":"post","path":"/receptionists","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Receptionist"}}}}},
  {"operationId":"searchReceptionists","method":"get","path":"/receptionists/search/{text}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"ReceptionistPage"}}}}},
  {"operationId":"getReceptionist","method":"get","path":"/receptionists/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Receptionist"}}}}},
  {"operationId":"updateReceptionist","method":"put","path":"/receptionists/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Receptionist"}}}}},
  {"operationId":"deleteReceptionist","method":"delete","path":"/receptionists/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"uploadReceptionistProfilePicture","method":"put","path":"/receptionists/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Receptionist"}}}}},
  {"operationId":"deleteReceptionistProfilePicture","method":"delete","path":"/receptionists/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Receptionist"}}}}},
  {"operationId":"listPatients","method":"get","path":"/patients","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PatientPage"}}}}},
  {"operationId":"registerPatient","method":"post","path":"/patients","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Patient"}}}}},
  {"operationId":"createNursePatient","method":"post","path":"/patients/createNursePatient","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Patient"}}}}},
  {"operationId":"getPatient","method":"get","path":"/patients/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Patient"}}}}},
  {"operationId":"updatePatient","method":"put","path":"/patients/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"PatientUpdateResult"}}},
  {"operationId":"deletePatient","method":"delete","path":"/patients/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"deactivatePatient","method":"delete","path":"/patients/deactivateUser/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Patient"}}}}},
  {"operationId":"getPatientProfile","method":"get","path":"/patients/profile/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PatientProfile"}}}}},
  {"operationId":"getPatientLabResults","method":"get","path":"/patients/labResults/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"LabRequest"}}}}}},
  {"operationId":"updatePatientVitals","method":"put","path":"/patients/vitals/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Patient"}}}}},
  {"operationId":"uploadPatientProfilePicture","method":"put","path":"/patients/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Patient"}}}}},
  {"operationId":"deletePatientProfilePicture","method":"delete","path":"/patients/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Patient"}}}}},
  {"operationId":"createFamilyMember","method":"post","path":"/familyMembers","request":"json","status":201,"body":{"kind":"json","shape":{"ref":"FamilyMemberCreateResult"}}},
  {"operationId":"deleteFamilyMember","method":"delete","path":"/familyMembers/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"createSlot","method":"post","path":"/slots","request":"json","status":201,"body":{"kind":"json","shape":{"ref":"SlotCreated"}}},
  {"operationId":"createSlotSeries","method":"post","path":"/slots/series","request":"json","status":201,"body":{"kind":"json","shape":{"ref":"SlotSeriesCreated"}}},
  {"operationId":"deleteSlot","method":"delete","path":"/slots/delete/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"deleteNurseSlot","method":"delete","path":"/slots/delete/nurse/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listDoctorSlots","method":"post","path":"/slots/all/doctor/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Slot"}}}}}},
  {"operationId":"listDoctorApprovedSlots","method":"get","path":"/slots/approved/doctor/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Slot"}}}}}},
  {"operationId":"listNurseSlots","method":"post","path":"/slots/all/nurse/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Slot"}}}}}},
  {"operationId":"listNurseApprovedSlots","method":"get","path":"/slots/approved/nurse/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Slot"}}}}}},
  {"operationId":"listNurseAvailableSlots","method":"post","path":"/slots/available/nurse/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Slot"}}}}}},
  {"operationId":"listNurseBookedSlots","method":"post","path":"/slots/booked/nurse/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Slot"}}}}}},
  {"operationId":"listHospitalSlots","method":"post","path":"/slots/all/hospital/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Slot"}}}}}},
  {"operationId":"countBookedApprovedAppointments","method":"post","path":"/slots/booked-approved-appointments","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"AppointmentCount"}}},
  {"operationId":"listDoctorAppointmentsByDate","method":"post","path":"/slots/doctorAppointmentsByDate","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"DoctorAppointmentsByDate"}}},
  {"operationId":"listAllPcrTestSlots","method":"post","path":"/slots/PCRTests/all","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"PcrSlot"}}}}}},
  {"operationId":"listPcrTestSlots","method":"post","path":"/slots/PCRTests/hospital/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"PcrSlot"}}}}}},
  {"operationId":"listPcrVaccinationSlots","method":"post","path":"/slots/PCRVaccination/hospital/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"PcrSlot"}}}}}},
  {"operationId":"downloadAppointmentSlip","method":"get","path":"/slots/appointmentSlip/{id}","request":"none","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"listPreviousPatientPrescriptions","method":"get","path":"/slots/previousPatientPrescriptions/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Appointment"}}}}}},
  {"operationId":"createAppointment","method":"post","path":"/appointments","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Appointment"}}}}},
  {"operationId":"listHospitalAppointments","method":"post","path":"/appointments/hospitalAppointments/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Appointment"}}}}}},
  {"operationId":"listDoctorAppointments","method":"get","path":"/appointments/doctorAppointments/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"AppointmentPage"}}}}},
  {"operationId":"listDoctorApprovedAppointments","method":"get","path":"/appointments/doctorApprovedAppointments/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"AppointmentPage"}}}}},
  {"operationId":"listHospitalBookedAppointments","method":"get","path":"/appointments/hospitalBooked/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"AppointmentPage"}}}}},
  {"operationId":"approvePatientAppointment","method":"get","path":"/appointments/approvePatientAppointment/{id}/{patientId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Appointment"}}}}},
  {"operationId":"getAppointment","method":"get","path":"/appointments/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Appointment"}}}}},
  {"operationId":"updateAppointment","method":"put","path":"/appointments/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Appointment"}}}}},
  {"operationId":"deleteAppointment","method":"delete","path":"/appointments/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"cancelAppointment","method":"delete","path":"/appointments/cancel/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"AppointmentCancelResult"}}},
  {"operationId":"deletePatientAppointment","method":"delete","path":"/appointments/{id}/{patientId}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"AppointmentCancelResult"}}},
  {"operationId":"listLabRequestsByDate","method":"post","path":"/labRequests/getLabRequests","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"LabRequest"}}}}}},
  {"operationId":"createLabRequest","method":"post","path":"/labRequests","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"LabRequest"}}}}},
  {"operationId":"getAppointmentLabRequest","method":"get","path":"/labRequests/getAppointmentLabRequest/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"LabRequest"}}}}},
  {"operationId":"submitLabResults","method":"post","path":"/labRequests/updateRequest","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"LabRequest"}}}}},
  {"operationId":"downloadLabReport","method":"get","path":"/labRequests/report/{id}/{fileId}","request":"none","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"listLabRequests","method":"get","path":"/labRequests/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"LabRequestPage"}}}}},
  {"operationId":"updateLabRequest","method":"put","path":"/labRequests/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"LabRequest"}}}}},
  {"operationId":"listDoctorReportsByDate","method":"post","path":"/doctorReports/getAll","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"DoctorReport"}}}}}},
  {"operationId":"createDoctorReport","method":"post","path":"/doctorReports","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"DoctorReport"}}}}},
  {"operationId":"getAppointmentDoctorReport","method":"get","path":"/doctorReports/appointment/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"DoctorReport"}}}}},
  {"operationId":"downloadDoctorReport","method":"get","path":"/doctorReports/report/{id}","request":"none","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"listPatientDoctorReports","method":"get","path":"/doctorReports/patient/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"DoctorReport"}}}}}},
  {"operationId":"getDoctorReportPdfData","method":"get","path":"/doctorReports/getDoctorReportPDF/{appointmentId}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DoctorReportPdfData"}}},
  {"operationId":"getDoctorReport","method":"get","path":"/doctorReports/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"DoctorReport"}}}}},
  {"operationId":"updateDoctorReport","method":"put","path":"/doctorReports/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"DoctorReport"}}}}},
  {"operationId":"deleteDoctorReport","method":"delete","path":"/doctorReports/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listNurseReportsByDate","method":"post","path":"/nurseReports/getAll","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"NurseReport"}}}}}},
  {"operationId":"createNurseReport","method":"post","path":"/nurseReports","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"NurseReport"}}}}},
  {"operationId":"getAppointmentNurseReport","method":"get","path":"/nurseReports/appointment/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"NurseReport"}}}}},
  {"operationId":"listPatientNurseReports","method":"get","path":"/nurseReports/diagnosis/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"NurseReport"}}}}}},
  {"operationId":"getNurseReport","method":"get","path":"/nurseReports/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"NurseReport"}}}}},
  {"operationId":"updateNurseReport","method":"put","path":"/nurseReports/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"NurseReport"}}}}},
  {"operationId":"deleteNurseReport","method":"delete","path":"/nurseReports/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"createSickLeave","method":"post","path":"/leaves","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"SickLeave"}}}}},
  {"operationId":"updateSickLeave","method":"put","path":"/leaves/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"SickLeave"}}}}},
  {"operationId":"listPatientSickLeaves","method":"get","path":"/leaves/getSickLeaves/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"SickLeave"}}}}}},
  {"operationId":"getAppointmentSickLeave","method":"get","path":"/leaves/getAppointmentSickLeave/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"SickLeave"}}}}},
  {"operationId":"downloadSickLeave","method":"get","path":"/leaves/downloadSickLeave/{id}","request":"none","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"listQrPrescriptions","method":"get","path":"/qrPrescriptions","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"QrPrescription"}}}}}},
  {"operationId":"createQrPrescription","method":"post","path":"/qrPrescriptions","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"QrPrescription"}}}}},
  {"operationId":"downloadQrPrescription","method":"get","path":"/qrPrescriptions/download/{id}","request":"none","status":200,"body":{"kind":"binary","contentType":"application/pdf"}},
  {"operationId":"getPharmacy","method":"get","path":"/pharmacies/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Pharmacy"}}}}},
  {"operationId":"updatePharmacy","method":"put","path":"/pharmacies/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Pharmacy"}}}}},
  {"operationId":"uploadPharmacyProfilePicture","method":"put","path":"/pharmacies/uploadProfilePicture/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Pharmacy"}}}}},
  {"operationId":"deletePharmacyProfilePicture","method":"delete","path":"/pharmacies/deleteProfileImage/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Pharmacy"}}}}},
  {"operationId":"listDispensedPrescriptions","method":"get","path":"/pharmacyPrescriptions","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PharmacyPrescriptionPage"}}}}},
  {"operationId":"scanPrescription","method":"post","path":"/pharmacyPrescriptions/scan","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PharmacyPrescription"}}}}},
  {"operationId":"dispensePrescription","method":"post","path":"/pharmacyPrescriptions/dispense","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PharmacyPrescription"}}}}},
  {"operationId":"verifyPaper","method":"get","path":"/papers/verify/{reference}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PaperVerification"}}}}},
  {"operationId":"listPromoVideos","method":"get","path":"/promos","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PromoVideoPage"}}}}},
  {"operationId":"uploadPromoVideo","method":"post","path":"/promos","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PromoVideo"}}}}},
  {"operationId":"listAllPromoVideos","method":"get","path":"/promos/all","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"PromoVideo"}}}}}},
  {"operationId":"deletePromoVideo","method":"delete","path":"/promos/{id}/{fileId}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"likePromoVideo","method":"put","path":"/promos/like/{id}/{userId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"PromoVideo"}}}}},
  {"operationId":"listHospitalCodes","method":"get","path":"/hospitalCodes/getHospitalCodes","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"HospitalCode"}}}}}},
  {"operationId":"verifyHospitalCode","method":"post","path":"/hospitalCodes/verifyCode","request":"json","status":200,"body":{"kind":"json","shape":{"ref":"VerifyCodeResult"}}},
  {"operationId":"listHospitalPackages","method":"get","path":"/packages/hospital/{hospitalId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Package"}}}}}},
  {"operationId":"listVendorPackages","method":"get","path":"/packages/vendor/{vendorId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Package"}}}}}},
  {"operationId":"listActiveOffers","method":"get","path":"/packages","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"ActiveOffer"}}}}}},
  {"operationId":"createPackage","method":"post","path":"/packages","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Package"}}}}},
  {"operationId":"updatePackage","method":"put","path":"/packages/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Package"}}}}},
  {"operationId":"deletePackage","method":"delete","path":"/packages/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"listHospitalServices","method":"get","path":"/hospitalServices/hospital/{hospitalId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"HospitalService"}}}}}},
  {"operationId":"getHospitalService","method":"get","path":"/hospitalServices/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"HospitalService"}}}}},
  {"operationId":"updateHospitalService","method":"put","path":"/hospitalServices/{id}","request":"multipart","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"HospitalService"}}}}},
  {"operationId":"deleteHospitalService","method":"delete","path":"/hospitalServices/{id}","request":"none","status":200,"body":{"kind":"json","shape":{"ref":"DeleteResult"}}},
  {"operationId":"createHospitalService","method":"post","path":"/hospitalServices","request":"multipart","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"HospitalService"}}}}},
  {"operationId":"listRewards","method":"get","path":"/rewards","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Reward"}}}}}},
  {"operationId":"claimReward","method":"post","path":"/rewards","request":"json","status":201,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Reward"}}}}},
  {"operationId":"redeemReward","method":"put","path":"/rewards/{id}","request":"json","status":200,"body":{"kind":"json","shape":{"object":{"data":{"ref":"Reward"}}}}},
  {"operationId":"listHospitalRewards","method":"get","path":"/rewards/hospital/{hospitalId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Reward"}}}}}},
  {"operationId":"listVendorRedemptions","method":"get","path":"/rewards/vendor/{vendorId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"VendorRedemption"}}}}}},
  {"operationId":"listPatientRewards","method":"get","path":"/rewards/patient/{patientId}","request":"none","status":200,"body":{"kind":"json","shape":{"object":{"data":{"array":{"ref":"Reward"}}}}}},
  {"operationId":"requestQuote","method":"post","path":"/quotes","request":"json","status":201,"body":{"kind":"json","shape":{"ref":"SuccessMessage"}}},
];
