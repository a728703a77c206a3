import type { Catalog } from './messages';

/**
 * Texts of the admin back office's screens but the catalogues (002 "Admin area", #22), English: the specification's
 * wording where it gives one ("Hospital Approvals", "Hospital Approved Successfully", "No pending hospital
 * approvals", "Don't have Trade License File", "Select Start date and End date first", "PCR Schedule", "See
 * Reports", the expense categories, …); the rest is ours, marked (ours).
 *
 * English (loaded alone: messages/admin.ar.ts has the Arabic).
 */
export default {
  retry: 'Try again', // (ours)
  amountAed: 'AED {{amount}}', // (ours; 002 §1: currency AED)

  // Dashboard (002 leaves it open; #22 chose the counts)
  dashboardTitle: 'Dashboard',
  dashboardIntro: 'The back office at a glance. Open a figure to see its screen.', // (ours)
  dashboardError: 'Problem while getting the dashboard', // (ours)
  countHospitalsApproved: 'Hospitals approved', // (ours)
  countHospitalsPending: 'Pending approvals', // (ours)
  countAppointmentsThisMonth: 'Appointments this month', // (ours)
  countClaimedOffers: 'Claimed offers', // (ours)
  countNewPatientsThisMonth: 'New patients this month', // (ours)

  // Hospital Approvals (002 "Admin area", §4, §5, §8)
  approvalsTitle: 'Hospital Approvals',
  columnHospitalName: 'Hospital Name',
  columnEmail: 'Email',
  columnStatus: 'Status',
  columnTradeLicenseFile: 'Trade License File',
  viewTradeLicense: 'View File', // (ours)
  viewTradeLicenseOf: 'View File of {{name}}', // (ours)
  approve: 'Approve', // (ours)
  approveHospital: 'Approve {{name}}', // (ours)
  approving: 'Approving', // (ours)
  hospitalApproved: 'Hospital Approved Successfully',
  noPendingApprovals: 'No pending hospital approvals',
  noTradeLicense: "Don't have Trade License File",
  approvalsError: 'Problem while getting hospitals',
  approveFailed: 'Problem while approving the hospital', // (ours)
  tradeLicenseFailed: 'Problem while opening the Trade License File', // (ours)
  statusPENDING: 'Pending', // (ours)
  statusAPPROVED: 'Approved', // (ours)

  // Clinics (002 "/admin/clinics")
  clinicsTitle: 'Clinics', // (the menu entry)
  clinicsError: 'Problem while getting hospitals',
  noClinics: 'No clinics yet', // (ours)

  // Hospital Finance and PCR finance (002 "/admin/clinic/{id}", "/admin/pcr/{startDate}", §5, §9)
  hospitalFinanceTitle: 'Hospital Finance',
  pcrFinanceTitle: 'PCR Finance', // (ours)
  hospitalError: 'Problem while getting the hospital',
  startDate: 'Start Date', // (ours, after 'Select Start date and End date first')
  endDate: 'End Date', // (ours)
  selectDatesFirst: 'Select Start date and End date first',
  showStatistics: 'Show Statistics', // (ours)
  downloadReport: 'Download Report', // (ours)
  downloading: 'Downloading', // (ours)
  downloadFailed: 'Problem while downloading the report', // (ours)
  statisticsTitle: 'Statistics', // (ours)
  statisticsHint: 'Choose a start and an end date to see the statistics.', // (ours)
  statisticsError: 'Problem while getting the statistics', // (ours)
  noAppointments: 'No appointments in this period', // (ours)
  byStatus: 'Appointments by status', // (ours)
  totalAppointments: 'Total Appointments',
  totalAmount: 'Total Amount',
  columnDate: 'Date', // (ours)
  columnTime: 'Time', // (ours)
  columnPatient: 'Patient', // (ours)
  columnProvider: 'Provider', // (ours)
  columnService: 'Service', // (ours)
  columnHospital: 'Hospital', // (ours)

  // PCR Schedule (002 "/admin/pcr")
  pcrScheduleTitle: 'PCR Schedule',
  pcrScheduleIntro: "Every hospital's PCR test slots by month. Open a booking still to come to see its details.", // (ours)
  seeReports: 'See Reports',
  hospital: 'Hospital', // (ours)

  // Claimed Offers (002 "/admin/claimed-offers")
  columnFrom: 'Vendor / Hospital', // (ours)

  // Expenses (002: static mock-ups; their figures are placeholders)
  sampleData: 'Sample data', // (ours)
  sampleDataNote: 'These figures are placeholders, not real expenses.', // (ours)
  expensesTitle: 'Expenses', // (the menu entry)
  allExpensesTitle: 'All Expenses', // (the menu entry)
  monthExpensesTitle: 'Expenses of {{month}}', // (ours)
  expenseCategories: 'Expense categories', // (ours)
  categorySalaries: 'Salaries',
  categoryElectricityWater: 'Electricity & Water',
  categoryOfficeRent: 'Office Rent',
  categoryVehicleConsumables: 'Vehicle Consumables',
  categoryItServices: 'IT Services',
  categoryUnexpected: 'Un-expected Expenses',
  columnEmployeeName: 'Employee Name', // (ours)
  columnEmployeeId: 'Employee ID', // (ours)
  columnDepartment: 'Department', // (ours)
  columnAmount: 'Amount', // (ours)
  departmentFinance: 'Finance', // (ours)
  departmentOperations: 'Operations', // (ours)
  departmentIt: 'IT', // (ours)
  departmentHumanResources: 'Human Resources', // (ours)
} satisfies Catalog;
