import type { Catalog } from './messages';

/**
 * Texts of the pharmacy area's own screens (001 §2 "Pharmacy area", #21). 001 gives only "Scan QR prescription"
 * (the scan page's placeholder text, here its heading) and 000 "Search Not Found"; the rest are ours. The
 * prescription's fields are the verification page's (papers namespace).
 *
 * English (loaded alone: messages/pharmacy.ar.ts has the Arabic).
 */
export default {
  // Scan QR prescription (/pharmacy/scan-qr-prescription).
  scanTitle: 'Scan QR prescription',
  scanIntro: "Scan the prescription's QR code with the camera, choose a photo or the PDF of it, or type its reference.",
  cameraTitle: 'Camera',
  startCamera: 'Start camera',
  stopCamera: 'Stop camera',
  cameraStarting: 'Starting the camera…',
  cameraScanning: 'Hold the QR code in front of the camera.',
  cameraPreview: 'Camera preview',
  noCamera:
    'No camera is available on this device. Choose a photo or the PDF of the prescription, or type its reference.',
  cameraDenied:
    'Camera access was refused. Allow the camera in the browser settings, or choose a photo or the PDF of the prescription.',
  cameraFailed:
    'The camera could not be started. Choose a photo or the PDF of the prescription, or type its reference.',
  fileLabel: 'Photo or PDF of the prescription',
  fileHint: 'A photo of the QR code or the prescription PDF.',
  readingFile: 'Reading the QR code…',
  noQrCode: 'No QR code found in this file',
  unreadableFile: 'This file could not be read. Choose a photo or a PDF.',
  referenceLabel: 'Prescription reference',
  referenceHint: 'The code under the QR code, or the address it opens.',
  referenceRequired: 'Type the reference of the prescription',
  findPrescription: 'Find prescription',
  findingPrescription: 'Finding the prescription…',
  prescriptionTitle: 'Prescription',
  patientName: 'Patient name',
  emiratesId: 'Emirates ID',
  date: 'Date',
  dispense: 'Dispense',
  dispensing: 'Dispensing…',
  dispensedToast: 'Prescription dispensed',
  scanFailed: 'The prescription could not be found just now. Please try again.',
  // Dispensed prescriptions (/pharmacy, the home).
  dispensedTitle: 'Dispensed Prescriptions',
  searchEmiratesId: 'Search with Emirates ID',
  columnDispensedOn: 'Dispensed On',
  columnPatient: 'Patient Name',
  columnEmiratesId: 'Emirates ID',
  columnMedicine: 'Medicine',
  columnDoctor: 'Doctor',
  columnHospital: 'Hospital',
  noDispensed: 'No dispensed prescriptions yet',
  searchNotFound: 'Search Not Found',
  dispensedError: 'Problem while getting the dispensed prescriptions',
  scanAction: 'Scan QR prescription',
  // Branch details (/pharmacy/pharmacy-details).
  detailsTitle: 'Branch Details',
  pharmacyName: 'Pharmacy',
  branchName: 'Branch',
  pharmacist: 'Pharmacist',
  email: 'Email',
  phone: 'Phone',
  address: 'Address',
  emirate: 'Emirate',
  location: 'Location',
  noLocation: 'The branch has no location on the map yet.',
  detailsError: 'Problem while getting the branch details',
  tryAgain: 'Try again',
  loading: 'Loading…',
} satisfies Catalog;
