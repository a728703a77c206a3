export { HospitalOffersView, type HospitalOffersViewProps } from './hospital-offers';
export { HospitalOffersScreen, type HospitalOffersScreenProps } from './hospital-offers.connected';
export { OfferCard, type OfferCardProps } from './offer-card';
export { OfferForm, OfferFormDialog, type OfferFormDialogProps, type OfferFormProps } from './offer-form-dialog';
export {
  createOfferFormSchema,
  emptyOfferForm,
  offerFormSchema,
  type OfferFormFields,
  type OfferFormValues,
} from './offer-form.schema';
