import type { Catalog } from './messages';

/**
 * Texts of the hospital's Services and Offers screens and their modals.
 * English is the specification's wording (000 §2.5, §5, §8) where it gives
 * one; the rest is ours and marked "(ours)". Arabic translations are ours.
 *
 * English (loaded alone: messages/services-offers.ar.ts has the Arabic).
 */
export default {
  // Services (000 §2.5 "Services", §8)
  servicesTitle: 'Services',
  addService: '+ ADD SERVICE',
  noServices: 'No Services Yet.',
  servicesFailed: 'Problem while getting services',
  staffFailed: 'Error fetching doctors and nurses',
  confirmDeleteService: 'Are you sure you want to delete this service?',
  serviceCreated: 'Service created successfully',
  serviceUpdated: 'Service updated successfully',
  serviceDeleted: 'Service deleted successfully',
  free: 'Free',
  paid: 'Paid', // (ours)
  covered: 'Covered', // (ours)
  notCovered: 'Not covered', // (ours)
  yes: 'Yes',
  no: 'No',
  priceAed: 'AED {{price}}', // (ours)
  coveredByInsurance: 'Covered by insurance', // (ours)
  coveredByInsuranceValue: 'Covered by insurance: {{value}}', // (ours)
  addServiceTitle: 'Add Service', // (ours)
  updateServiceTitle: 'Update Service', // (ours)
  pricing: 'Pricing', // (ours)
  insurance: 'Insurance', // (ours)
  name: 'Name', // (ours)
  price: 'Price (AED)', // (ours)
  doctors: 'Doctors', // (ours)
  nurses: 'Nurses', // (ours)
  technicians: 'Technicians', // (ours)
  description: 'Description', // (ours)
  image: 'Image', // (ours)
  priceMustBePositive: 'Price must be greater than 0',
  required: 'Required',
  // Offers (000 §2.5 "Offers", §5, §8)
  offersTitle: 'Offers',
  addOffer: '+ ADD OFFER',
  noOffers: 'No Offers Yet.',
  offersFailed: 'Problem while getting packages',
  categoriesFailed: 'Something went wrong',
  offerCreated: 'Package created successfully',
  offerUpdated: 'Package update successfully',
  offerDeleted: 'Package deleted successfully',
  buyGet: 'Buy: {{buy}} - Get: {{get}}',
  percentOff: '{{off}} % Off',
  onPercentage: 'On Percentage',
  buySomeGetSome: 'Buy Some, Get Some',
  addOfferTitle: 'Add Offer', // (ours)
  updateOfferTitle: 'Update Offer', // (ours)
  title: 'Title', // (ours)
  type: 'Type', // (ours)
  category: 'Category', // (ours)
  points: 'Points', // (ours)
  buyQuantity: 'Buy Quantity', // (ours)
  getQuantity: 'Get Quantity', // (ours)
  off: 'Off (%)', // (ours)
  termsAndConditions: 'Terms and Conditions', // (ours)
  about: 'About', // (ours)
  offerImage: 'Offer Image', // (ours)
  offerImageKept: 'Leave empty to keep the current image.', // (ours)
  pointsValue: 'Points: {{points}}', // (ours)
  subscribedValue: 'Subscribed: {{count}}', // (ours)
  voucherCode: 'Voucher Code', // (ours)
  fieldRequired: 'Field is required',
  offOutOfRange: 'Off (%) must be more than 0 and at most 100', // (ours)
  pointsNegative: 'Points cannot be negative', // (ours)
  quantityTooSmall: 'Must be at least 1', // (ours)
  selectOfferImage: 'Please select offer image',
  // 000 §5: the offer image's size message reads "500 KB" although the limit is 7,500,000 bytes.
  offerImageTooLarge: 'Size should be less than or equal to 500 KB',
  offerImageWrongType: 'Only JPG, JPEG or PNG images are allowed', // (ours)
  update: 'Update',
  delete: 'Delete',
  offerActions: 'Actions for {{title}}', // (ours)
  retry: 'Try again', // (ours)
} satisfies Catalog;
