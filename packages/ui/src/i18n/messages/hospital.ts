import type { Messages } from './messages';

/**
 * Texts of the hospital dashboard, the patient lists and the shared patient
 * profile (000 §2.5, §8; 001 "Patient profile (shared)"). English keeps the
 * specification's wording where it gives one; texts it does not show are ours
 * and marked "(ours)". Arabic translations are ours.
 */
export const hospital = {
  en: {
    // Dashboard: welcome block
    welcome: 'Welcome, {{name}}',
    welcomeIntro: 'Here is what is happening at your hospital today.', // (ours)
    hospitalPhoto: 'Photo of {{name}}', // (ours)
    hospitalError: 'Unable to load hospital information.',
    // Dashboard: today's appointments
    todaysAppointments: "Today's Appointments",
    refresh: 'Refresh',
    provider: 'Provider',
    patient: 'Patient',
    time: 'Time',
    status: 'Status',
    appointmentsError: 'Problem while getting appointments',
    noAppointments: 'No appointment found',
    // Dashboard: staff strip
    staff: 'Hospital staff', // (ours)
    myDoctors: 'My Doctors',
    myNurses: 'My Nurses/Technicians',
    myLabs: 'My Labs',
    doctorsError: 'Problem while getting doctors',
    nursesError: 'Problem while getting nurses',
    labsError: 'Problem while getting Laboratories',
    noDoctors: 'No doctors found',
    noNurses: 'No nurse found',
    noLabs: 'No laboratory found',
    nurseTypeNurse: 'Nurse',
    nurseTypeTechnician: 'Technician',
    // Dashboard: booked and approved count
    countTitle: 'Booked and Approved Appointments', // (ours)
    from: 'From',
    to: 'To',
    countHint: 'Choose both dates to see the total.', // (ours)
    countTotal: 'Total', // (ours)
    countError: 'Error fetching data',
    // Patient list
    patientsTitle: 'Patients', // (ours)
    honorificName: 'Mr/Mrs. {{name}}',
    male: 'Male',
    female: 'Female',
    email: 'Email',
    phone: 'Phone',
    patientsError: 'Problem while getting patients',
    noPatients: 'No patients Found',
    // Patient profile
    profileTitle: 'Patient Profile', // (ours)
    patientPhoto: 'Photo of {{name}}', // (ours)
    personalDetails: 'Personal details', // (ours)
    birthday: 'Birthday',
    gender: 'Gender',
    bloodType: 'Blood Type',
    allergies: 'Allergies',
    diseases: 'Diseases',
    height: 'Height',
    weight: 'Weight',
    patientId: 'Patient ID',
    vitals: 'Vitals', // (ours)
    bloodPressure: 'Blood Pressure',
    heartRate: 'Heart Rate',
    bodyTemperature: 'Body Temperature',
    glucose: 'Glucose',
    valueWithUnit: '{{value}} {{unit}}',
    notRecorded: 'Not recorded', // (ours)
    none: 'None', // (ours)
    patientDoctors: 'Doctors', // (ours)
    noPatientDoctors: 'No doctors found',
    labResults: 'Lab Results',
    test: 'Test',
    result: 'Result',
    noResult: 'N/A',
    noLabResults: 'No lab results found', // (ours)
  },
  ar: {
    welcome: 'مرحبًا، {{name}}',
    welcomeIntro: 'إليك ما يجري في مستشفاك اليوم.',
    hospitalPhoto: 'صورة {{name}}',
    hospitalError: 'تعذّر تحميل معلومات المستشفى.',
    todaysAppointments: 'مواعيد اليوم',
    refresh: 'تحديث',
    provider: 'مقدّم الخدمة',
    patient: 'المريض',
    time: 'الوقت',
    status: 'الحالة',
    appointmentsError: 'حدثت مشكلة أثناء جلب المواعيد',
    noAppointments: 'لا توجد مواعيد',
    staff: 'طاقم المستشفى',
    myDoctors: 'أطبائي',
    myNurses: 'الممرضون/الفنيون',
    myLabs: 'مختبراتي',
    doctorsError: 'حدثت مشكلة أثناء جلب الأطباء',
    nursesError: 'حدثت مشكلة أثناء جلب الممرضين',
    labsError: 'حدثت مشكلة أثناء جلب المختبرات',
    noDoctors: 'لا يوجد أطباء',
    noNurses: 'لا يوجد ممرضون',
    noLabs: 'لا توجد مختبرات',
    nurseTypeNurse: 'ممرض',
    nurseTypeTechnician: 'فني',
    countTitle: 'المواعيد المحجوزة والمعتمدة',
    from: 'من',
    to: 'إلى',
    countHint: 'اختر التاريخين لعرض المجموع.',
    countTotal: 'المجموع',
    countError: 'حدث خطأ أثناء جلب البيانات',
    patientsTitle: 'المرضى',
    honorificName: 'السيد/السيدة {{name}}',
    male: 'ذكر',
    female: 'أنثى',
    email: 'البريد الإلكتروني',
    phone: 'الهاتف',
    patientsError: 'حدثت مشكلة أثناء جلب المرضى',
    noPatients: 'لا يوجد مرضى',
    profileTitle: 'ملف المريض',
    patientPhoto: 'صورة {{name}}',
    personalDetails: 'البيانات الشخصية',
    birthday: 'تاريخ الميلاد',
    gender: 'الجنس',
    bloodType: 'فصيلة الدم',
    allergies: 'الحساسية',
    diseases: 'الأمراض',
    height: 'الطول',
    weight: 'الوزن',
    patientId: 'رقم المريض',
    vitals: 'العلامات الحيوية',
    bloodPressure: 'ضغط الدم',
    heartRate: 'معدل نبض القلب',
    bodyTemperature: 'درجة حرارة الجسم',
    glucose: 'سكر الدم',
    valueWithUnit: '{{value}} {{unit}}',
    notRecorded: 'غير مسجّل',
    none: 'لا يوجد',
    patientDoctors: 'الأطباء',
    noPatientDoctors: 'لا يوجد أطباء',
    labResults: 'نتائج المختبر',
    test: 'الفحص',
    result: 'النتيجة',
    noResult: 'غير متوفر',
    noLabResults: 'لا توجد نتائج مختبر',
  },
} satisfies Messages;
