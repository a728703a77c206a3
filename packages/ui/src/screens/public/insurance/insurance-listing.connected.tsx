import { useInsuranceCompanies } from '@aafiya/api-client';
import { useLocale } from '../../../i18n';
import { InsuranceListingView, type InsuranceListingViewProps } from './insurance-listing';

export type InsuranceListingScreenProps = Pick<InsuranceListingViewProps, 'hospitalsHref'>;

/** /insurance on the API: `GET /insurances` (open to guests), each company named in the reader's language. */
export function InsuranceListingScreen({ hospitalsHref }: InsuranceListingScreenProps) {
  const { locale } = useLocale();
  const query = useInsuranceCompanies();
  const insurances = (query.data ?? []).map((insurance) => ({
    id: insurance.id,
    name: (locale === 'ar' ? insurance.nameAr : insurance.nameEn) || insurance.nameEn || insurance.nameAr,
    ...(insurance.logo === undefined ? {} : { logo: insurance.logo }),
  }));
  return (
    <InsuranceListingView
      insurances={insurances}
      loading={query.isPending}
      error={query.isError}
      onRetry={() => {
        void query.refetch();
      }}
      {...(hospitalsHref === undefined ? {} : { hospitalsHref })}
    />
  );
}
