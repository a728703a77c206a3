import type { VendorView } from '@aafiya/api-client';
import { Mail, MapPin, Phone, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { UserText } from '../../../components/user-text';
import { useCatalogueTexts } from './catalogue-kind';
import { CatalogueSection, type CatalogueListProps } from './catalogue-section';

/** A vendor's contact line: a decorative icon and the value, named for screen readers. */
function ContactLine({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <p className="flex items-start gap-2 [overflow-wrap:anywhere] [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0">
      <span aria-hidden="true" className="text-foreground-muted">
        {icon}
      </span>
      <span className="sr-only">{label}: </span>
      {children}
    </p>
  );
}

/**
 * /admin/vendors (002 §2): cards with the vendor's picture (a placeholder
 * without one), name, branch, email, phone and address; add, update, delete.
 */
export function VendorsView(props: CatalogueListProps<VendorView>) {
  const { t } = useTranslation('adminCatalogues');
  return (
    <CatalogueSection
      {...props}
      texts={useCatalogueTexts('vendor')}
      entryOf={(vendor) => ({
        id: vendor.id,
        name: `${vendor.firstName} ${vendor.lastName}`.trim(),
        picture: { src: vendor.image, icon: <Store /> },
        details: (
          <>
            {vendor.branchName && (
              <p className="font-medium">
                <UserText>{vendor.branchName}</UserText>
              </p>
            )}
            <ContactLine icon={<Mail />} label={t('email')}>
              <span dir="ltr">{vendor.email}</span>
            </ContactLine>
            {vendor.phoneNo && (
              <ContactLine icon={<Phone />} label={t('phoneNo')}>
                <span dir="ltr">{vendor.phoneNo}</span>
              </ContactLine>
            )}
            {vendor.address && (
              <ContactLine icon={<MapPin />} label={t('address')}>
                <UserText>{vendor.address}</UserText>
              </ContactLine>
            )}
          </>
        ),
      })}
    />
  );
}
