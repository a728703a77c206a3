import type { Catalog } from './messages';

/**
 * Texts of the patient site's static pages (002, "Authenticated patient
 * area": pharmacy, insurance, get-qoute): the pharmacies page, the insurance
 * companies page and the get-a-quote page with its modal. 002 shows them as
 * mock-ups (sample cards, a Verified badge, a registration button, a placeholder
 * advert; the quote modal's contents are not shown): every text here is ours
 * except 'Verified'.
 *
 * English (loaded alone: messages/public-info.ar.ts has the Arabic).
 */
export default {
  // Pharmacies (/pharmacy).
  pharmaciesTitle: 'Pharmacies', // (ours)
  pharmaciesIntro:
    'Partner pharmacies dispense your prescriptions from the QR code your doctor gives you in Aafiya: no paper, no retyping.', // (ours)
  pharmaciesStepsTitle: 'How to use your QR prescription', // (ours)
  pharmaciesStep1: 'After your visit, your doctor writes the prescription in Aafiya.', // (ours)
  pharmaciesStep2: 'Open QR Prescription in your profile to see its QR code.', // (ours)
  pharmaciesStep3: 'Show the code at the pharmacy: the pharmacist scans it and dispenses your medicines.', // (ours)
  openProfile: 'Open my profile', // (ours)
  pharmacyJoinTitle: 'Are you a pharmacy?', // (ours)
  pharmacyJoinText: 'Join Aafiya to read QR prescriptions and serve patients across the UAE.', // (ours)
  contactToJoin: 'Contact us to join', // (ours)
  // Insurance companies (/insurance).
  insurancesTitle: 'Insurance Companies', // (ours)
  insurancesIntro:
    'Hospitals on Aafiya accept these insurance companies. Add yours to your profile and hospitals that accept it are marked in the search.', // (ours)
  insurancesListLabel: 'Insurance companies', // (ours)
  verified: 'Verified', // 002: the listing cards' badge
  insurancesEmpty: 'No insurance companies yet.', // (ours)
  insurancesError: 'The insurance companies could not be loaded.', // (ours)
  findHospitals: 'Find hospitals', // (ours)
  loadingInsurances: 'Loading insurance companies', // (ours)
  // Get a quote (/get-qoute).
  quoteTitle: 'Get a Quote', // (ours)
  quoteIntro:
    'Planning a treatment, a health check-up or cover for your company? Tell us what you need and our team will come back to you with a quote from our partner hospitals.', // (ours)
  quotePoint1: 'Prices from hospitals and clinics across the UAE', // (ours)
  quotePoint2: 'One request, answered by our team within two working days', // (ours)
  quotePoint3: 'No obligation and no fees', // (ours)
  requestQuote: 'Request a Quote', // (ours)
  quoteFormDescription: 'All fields are required.', // (ours)
  name: 'Name', // (ours)
  phone: 'Phone', // (ours)
  email: 'Email', // (ours)
  message: 'Message', // (ours)
  send: 'Send', // (ours)
  sending: 'Sending…', // (ours)
  cancel: 'Cancel', // (ours)
  required: 'Required', // 000: the required message
  invalidEmail: 'Invalid email address', // the forms' e-mail message (002 §5)
  quoteSent: 'Your request was sent. We will contact you soon.', // (ours)
} satisfies Catalog;
