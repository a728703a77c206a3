import { Suspense, useEffect } from 'react';
import {
  type OfferOwner,
  type OfferView,
  toOfferInput,
  useApi,
  useCreateOffer,
  useDeleteOffer,
  useOffers,
  usePackageCategoryOptions,
  useUpdateOffer,
} from '@aafiya/api-client';
import { useTranslation } from '../../../i18n/use-translation';
import { useLocale } from '../../../i18n';
import { dialogKeyOf, type EditDialogState, useCardListScreen, useSaveDialog } from '../services/use-card-list-screen';
import { HospitalOffersView } from './hospital-offers';
import { lazyComponent } from '../../../lib/lazy-component';
import { toOfferFormFields } from './offer-form.schema';
import type { OfferWording } from './offer-wording';

/**
 * The offer modal's code (react-hook-form, zod, the image cropper) loads after
 * the list has painted, not with it: the vendor's home is this list (#18's
 * 120 kB first route). It is fetched as soon as the list shows, so Add opens it
 * at once.
 */
const OfferFormDialog = lazyComponent(() => import('./offer-form-dialog').then((m) => m.OfferFormDialog));

interface OfferDialogProps extends EditDialogState<OfferView> {
  owner: OfferOwner;
  wording?: OfferWording;
}

/**
 * The offer modal on the API: create or update, toasts, the list refreshed.
 * The specification says package save errors are swallowed silently; a person
 * would expect to learn why nothing happened, so the server's message shows in
 * the modal (which stays open) and as a toast, as for every other save.
 */
function OfferDialog({ owner, wording, ...state }: OfferDialogProps) {
  const { t } = useTranslation('servicesOffers');
  const { locale } = useLocale();
  const save = useSaveDialog(state, useCreateOffer(owner), useUpdateOffer(owner), {
    created: t('offerCreated'),
    updated: t('offerUpdated'),
  });
  const categories = usePackageCategoryOptions(locale, state.open);
  const { target } = state;
  return (
    <OfferFormDialog
      {...save}
      wording={wording}
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

export interface OffersScreenProps {
  /** Whose offers: a hospital's or a vendor's (the signed-in one's id, or null until the session has one). */
  owner: OfferOwner;
  /** No add, Update or Delete. */
  readOnly?: boolean;
  /** The owner's words; default the hospital's ("Offers", "+ ADD OFFER"). */
  wording?: OfferWording;
}

/**
 * An owner's offers on the API: the list, the add button, Update and Delete
 * with their toasts ("Package created successfully", …). The hospital's
 * Offers and the vendor's Vendor Packages are this screen.
 */
export function OffersScreen({ owner, readOnly = false, wording }: OffersScreenProps) {
  const { t } = useTranslation('servicesOffers');
  const { locale } = useLocale();
  const remove = useDeleteOffer();
  const { listProps, items, dialog } = useCardListScreen(useOffers(owner, locale), {
    ownerId: owner.id,
    remove: remove.mutateAsync,
    deletedText: t('offerDeleted'),
    readOnly,
  });
  useEffect(() => {
    if (!readOnly) void OfferFormDialog.preload();
  }, [readOnly]);
  return (
    <>
      <HospitalOffersView {...listProps} offers={items} wording={wording} />
      {!readOnly && (
        <Suspense fallback={null}>
          <OfferDialog key={dialogKeyOf(dialog.target)} owner={owner} wording={wording} {...dialog} />
        </Suspense>
      )}
    </>
  );
}

/**
 * A hospital's offers on the API (`hospitalId`, else the signed-in hospital's,
 * the session's referenceId): the list, "+ ADD OFFER", Update and Delete with
 * their toasts.
 */
export function HospitalOffersScreen({ hospitalId, readOnly = false }: HospitalOffersScreenProps) {
  const { session } = useApi();
  return <OffersScreen owner={{ kind: 'hospital', id: hospitalId ?? session.getReferenceId() }} readOnly={readOnly} />;
}
