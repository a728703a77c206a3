import { NotFoundPage, type SiteRoute } from '@aafiya/session';
import { lazy } from 'react';

// Each page is its own chunk, loaded when its route is first shown. Paths are
// relative to the site's base (/admin), every one exact-match (002 "Admin area").
const DashboardPage = lazy(() => import('./pages/dashboard'));
const ClaimedOffersPage = lazy(() => import('./pages/claimed-offers'));
const SpecialitiesPage = lazy(() => import('./pages/specialities'));
const InsurancesPage = lazy(() => import('./pages/insurances'));
const PackageCategoriesPage = lazy(() => import('./pages/package-categories'));
const VendorsPage = lazy(() => import('./pages/vendors'));
const CategoriesPage = lazy(() => import('./pages/categories'));
const AddonsPage = lazy(() => import('./pages/addons'));
const ApproveHospitalsPage = lazy(() => import('./pages/approve-hospitals'));
const ClinicsPage = lazy(() => import('./pages/clinics'));
const PcrPage = lazy(() => import('./pages/pcr'));
const ClinicFinancePage = lazy(() => import('./pages/clinic-finance'));
const PcrFinancePage = lazy(() => import('./pages/pcr-finance'));
const ExpensesPage = lazy(() => import('./pages/expenses'));
const ExpenseMonthPage = lazy(() => import('./pages/expense-month'));
const ExpenseTypePage = lazy(() => import('./pages/expense-type'));
const AllExpensesPage = lazy(() => import('./pages/all-expenses'));

/** The routes of the admin area (002's table); the dashboard is the home. */
export const routes: readonly SiteRoute[] = [
  { path: '/', page: DashboardPage },
  { path: '/claimed-offers', page: ClaimedOffersPage },
  { path: '/specialities', page: SpecialitiesPage },
  { path: '/insurances', page: InsurancesPage },
  { path: '/package-categories', page: PackageCategoriesPage },
  { path: '/vendors', page: VendorsPage },
  { path: '/categories', page: CategoriesPage },
  { path: '/addons', page: AddonsPage },
  { path: '/approve-hospitals', page: ApproveHospitalsPage },
  { path: '/clinics', page: ClinicsPage },
  { path: '/clinic/:id', page: ClinicFinancePage },
  { path: '/pcr', page: PcrPage },
  { path: '/pcr/:startDate', page: PcrFinancePage },
  { path: '/expenses', page: ExpensesPage },
  // Before /expenses/:month, which would take "type" for a month.
  { path: '/expenses/type/:type', page: ExpenseTypePage },
  { path: '/expenses/:month', page: ExpenseMonthPage },
  { path: '/allExpenses', page: AllExpensesPage },
  { path: '/allExpenses/:type', page: AllExpensesPage },
  { notFound: NotFoundPage },
];
