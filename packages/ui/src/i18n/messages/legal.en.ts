import type { Catalog } from './messages';

/**
 * Texts of the legal pages (002, "Legal pages"): Terms and Conditions (last
 * updated 24/09/2024, with a link to the privacy policy) and the Privacy
 * Policy (effective 24/09/2024). The specification gives the titles, the
 * dates, the topics, the minimum age (18) and the points terms; the wording of
 * the sections is ours (the product's own text, written for the UAE).
 * `{{email}}` is the company's contact e-mail.
 *
 * English (loaded alone: messages/legal.ar.ts has the Arabic).
 */
export default {
  home: 'Home',
  termsBreadcrumb: 'Terms Of Use',
  privacyBreadcrumb: 'Privacy Policy',
  contents: 'On this page', // (ours)

  // Terms and Conditions.
  termsTitle: 'Terms and Conditions',
  termsUpdated: 'Last updated: 24/09/2024',
  termsIntro:
    'These Terms and Conditions govern your use of the Aafiya website and mobile applications (the "Platform"), operated by Aafiya in the United Arab Emirates. By creating an account or using the Platform you agree to these Terms. If you do not agree, please do not use the Platform.',
  termsPrivacyLead: 'How we collect, use and protect your personal data is explained in our',
  termsPrivacyLink: 'Privacy Policy',
  termsEligibilityTitle: 'Eligibility',
  termsEligibility1: 'You must be at least 18 years old to create an account and use the Platform.',
  termsEligibility2:
    'You may book appointments for family members you add to your account (including children), provided you are legally allowed to act on their behalf. You are responsible for the information you give about them.',
  termsRoleTitle: 'Our role',
  termsRole1:
    'Aafiya only facilitates the search for and booking of healthcare services. We do not provide medical care, advice, diagnosis or treatment.',
  termsRole2:
    'Hospitals, clinics, doctors, nurses, laboratories and pharmacies listed on the Platform are independent contractors. They are not employees or agents of Aafiya and they alone are responsible for the services they provide, their prices and their professional licences.',
  termsRole3:
    'The Platform is not for emergencies. In an emergency call 998 for an ambulance or go to the nearest emergency department.',
  termsAccountTitle: 'Your account',
  termsAccount1:
    'Give accurate and complete information (including your Emirates ID and phone number) and keep it up to date.',
  termsAccount2:
    'Keep your password confidential. You are responsible for everything done through your account; tell us at once if you believe it has been used without your permission.',
  termsBookingsTitle: 'Appointments',
  termsBookings1:
    'A booking reserves a time slot offered by a provider. The provider may reschedule or cancel it; we will tell you when this happens.',
  termsBookings2:
    'Please cancel through the Platform as early as you can if you cannot attend, so the slot can be offered to another patient.',
  termsBookings3:
    'Prices shown are set by the provider and are paid to the provider. Insurance coverage depends on your policy and is confirmed by your insurer and the provider, not by Aafiya.',
  termsPointsTitle: 'Loyalty points',
  termsPoints1:
    'You earn 20 points for each visit code a provider gives you after a visit, when you verify it on the Platform. Each code can be verified once only.',
  termsPoints2:
    'Points can be spent on the offers that hospitals and vendors (such as entertainment venues) publish on the Platform, each offer at the number of points it shows.',
  termsPoints3:
    'If a visit that earned points is cancelled, its points are taken back. Your balance never goes below zero.',
  termsPoints4:
    'Points have no cash value, are personal and cannot be transferred, sold or exchanged for money. They may expire, and they are forfeited when your account is deleted.',
  termsPoints5:
    'Offers are provided by the hospital or vendor that publishes them, under its own conditions. We may change or end the points programme with reasonable notice.',
  termsUseTitle: 'Acceptable use',
  termsUse1:
    'Do not make bookings you do not intend to keep, impersonate anyone, upload unlawful or misleading content, interfere with the Platform or copy its data by automated means.',
  termsUse2: 'We may suspend or close an account that breaks these Terms or the laws of the United Arab Emirates.',
  termsIpTitle: 'Intellectual property',
  termsIp1:
    'The Platform, its design, software and content belong to Aafiya or its licensors. You may use them only to use the Platform for your personal, non-commercial purposes.',
  termsLiabilityTitle: 'Liability',
  termsLiability1:
    'To the extent permitted by the laws of the United Arab Emirates, Aafiya is not liable for the acts or omissions of providers, for the medical services they provide, or for indirect or consequential losses. Nothing in these Terms limits liability that cannot be limited by law.',
  termsDeletionTitle: 'Deleting your account',
  termsDeletion1:
    'You can ask for your account to be deleted from your account settings, and withdraw the request while it is pending. Your points are forfeited when the account is deleted.',
  termsChangesTitle: 'Changes to these Terms',
  termsChanges1:
    'We may update these Terms. The date at the top of this page shows the latest version; if the changes are significant we will tell you before they apply. Using the Platform after that means you accept the new Terms.',
  termsLawTitle: 'Governing law',
  termsLaw1:
    'These Terms are governed by the laws of the United Arab Emirates, and the competent courts of the United Arab Emirates have jurisdiction over any dispute.',
  termsContactTitle: 'Contact us',
  termsContact1: 'For any question about these Terms, write to us at {{email}}.',

  // Privacy Policy.
  privacyTitle: 'Privacy Policy',
  privacyEffective: 'Effective date: 24/09/2024',
  privacyIntro:
    'Aafiya ("we") respects your privacy. This policy explains what personal data we collect when you use our website and mobile applications, how we use and protect it, and your rights. We process personal data in line with the laws of the United Arab Emirates, including Federal Decree-Law No. 45 of 2021 on the Protection of Personal Data and Federal Law No. 2 of 2019 on the use of information and communication technology in health fields.',
  privacyCollectTitle: 'Data we collect',
  privacyCollect1:
    'Account data: your name, e-mail address, phone number, Emirates ID, date of birth, gender, location, insurance companies, profile picture and password (stored only in a protected, hashed form).',
  privacyCollect2: 'Family members you add: their names and the details you give so you can book for them.',
  privacyCollect3:
    'Health data: your appointments and, when providers record them, diagnoses, prescriptions, laboratory results, sick leaves and reports.',
  privacyCollect4:
    'Technical data: your device and browser, sign-in events and, only when you allow it, your location (for example to show directions to a hospital).',
  privacyUseTitle: 'How we use your data',
  privacyUse1:
    'To run your account and your bookings, send you confirmations and reminders, and let the providers you choose prepare for your visit.',
  privacyUse2: 'To manage your loyalty points and the offers you claim.',
  privacyUse3:
    'To keep the Platform secure, prevent fraud, meet our legal obligations and improve our services. We do not sell your personal data, and we send marketing messages only with your consent.',
  privacySharingTitle: 'Sharing',
  privacySharing1:
    'With the hospitals, clinics, doctors and nurses you book with, and the laboratories and pharmacies that handle your requests and prescriptions, only as needed for your care.',
  privacySharing2: "With a vendor or hospital when you claim its offer: your name and the offer's code.",
  privacySharing3:
    'With companies that host or operate parts of the Platform for us (such as hosting and e-mail), under contracts that oblige them to protect your data; and with authorities when the law requires it.',
  privacyRetentionTitle: 'Retention',
  privacyRetention1:
    'We keep your data while your account is active. When it is deleted, we delete or anonymise your personal data within a reasonable time, except health records and data we must keep for the periods that UAE law requires.',
  privacySecurityTitle: 'Security',
  privacySecurity1:
    'We protect your data with encrypted connections, hashed passwords, access limited to those who need it, and sign-in sessions that end when you log out. No system is completely secure, so please keep your password safe.',
  privacyTransfersTitle: 'International transfers',
  privacyTransfers1:
    'Health data is stored and processed within the United Arab Emirates. Other personal data is transferred outside the UAE only where the law allows it and with safeguards that protect it to the standard UAE law requires.',
  privacyRightsTitle: 'Your rights',
  privacyRights1:
    'You may ask to access, correct or delete your personal data, to restrict or object to its processing, to receive a copy of it, and to withdraw a consent you gave. Many details can be changed directly in your account settings.',
  privacyRights2:
    'Write to us to exercise these rights. If you are not satisfied with our answer, you may complain to the UAE Data Office.',
  privacyChildrenTitle: 'Children',
  privacyChildren1:
    'Accounts are for people aged 18 or over. We do not knowingly let anyone under 18 open an account; a parent or guardian may add a child as a family member and is responsible for the data given about them.',
  privacyStorageTitle: 'Browser storage',
  privacyStorage1:
    "We keep your sign-in and your choice of language in your browser's local storage. Logging out clears it.",
  privacyChangesTitle: 'Changes to this policy',
  privacyChanges1:
    'We may update this policy. The effective date at the top shows the current version; we will tell you about significant changes before they apply.',
  privacyContactTitle: 'Contact us',
  privacyContact1: 'For any question or request about your personal data, write to us at {{email}}.',
} satisfies Catalog;
