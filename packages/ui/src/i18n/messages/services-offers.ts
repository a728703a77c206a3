import type { Messages } from './messages';

/**
 * Texts of the hospital's Services and Offers screens and their modals.
 * English is the specification's wording (000 §2.5, §5, §8) where it gives
 * one; the rest is ours and marked "(ours)". Arabic translations are ours.
 */
export const servicesOffers = {
  en: {
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
  },
  ar: {
    servicesTitle: 'الخدمات',
    addService: '+ إضافة خدمة',
    noServices: 'لا توجد خدمات بعد.',
    servicesFailed: 'حدثت مشكلة أثناء جلب الخدمات',
    staffFailed: 'حدث خطأ أثناء جلب الأطباء والممرضين',
    confirmDeleteService: 'هل أنت متأكد أنك تريد حذف هذه الخدمة؟',
    serviceCreated: 'تم إنشاء الخدمة بنجاح',
    serviceUpdated: 'تم تحديث الخدمة بنجاح',
    serviceDeleted: 'تم حذف الخدمة بنجاح',
    free: 'مجانية',
    paid: 'مدفوعة',
    covered: 'مشمولة',
    notCovered: 'غير مشمولة',
    yes: 'نعم',
    no: 'لا',
    priceAed: '{{price}} درهم',
    coveredByInsurance: 'يغطيها التأمين',
    coveredByInsuranceValue: 'يغطيها التأمين: {{value}}',
    addServiceTitle: 'إضافة خدمة',
    updateServiceTitle: 'تحديث الخدمة',
    pricing: 'التسعير',
    insurance: 'التأمين',
    name: 'الاسم',
    price: 'السعر (درهم)',
    doctors: 'الأطباء',
    nurses: 'الممرضون',
    technicians: 'الفنيون',
    description: 'الوصف',
    image: 'الصورة',
    priceMustBePositive: 'يجب أن يكون السعر أكبر من 0',
    required: 'مطلوب',
    offersTitle: 'العروض',
    addOffer: '+ إضافة عرض',
    noOffers: 'لا توجد عروض بعد.',
    offersFailed: 'حدثت مشكلة أثناء جلب الباقات',
    categoriesFailed: 'حدث خطأ ما',
    offerCreated: 'تم إنشاء الباقة بنجاح',
    offerUpdated: 'تم تحديث الباقة بنجاح',
    offerDeleted: 'تم حذف الباقة بنجاح',
    buyGet: 'اشترِ: {{buy}} - واحصل على: {{get}}',
    percentOff: 'خصم {{off}} %',
    onPercentage: 'خصم بالنسبة المئوية',
    buySomeGetSome: 'اشترِ واحصل على المزيد',
    addOfferTitle: 'إضافة عرض',
    updateOfferTitle: 'تحديث العرض',
    title: 'العنوان',
    type: 'النوع',
    category: 'الفئة',
    points: 'النقاط',
    buyQuantity: 'كمية الشراء',
    getQuantity: 'الكمية المجانية',
    off: 'الخصم (%)',
    termsAndConditions: 'الشروط والأحكام',
    about: 'نبذة',
    offerImage: 'صورة العرض',
    offerImageKept: 'اتركه فارغًا للإبقاء على الصورة الحالية.',
    pointsValue: 'النقاط: {{points}}',
    subscribedValue: 'المشتركون: {{count}}',
    voucherCode: 'رمز القسيمة',
    fieldRequired: 'هذا الحقل مطلوب',
    offOutOfRange: 'يجب أن يكون الخصم (%) أكبر من 0 وألا يزيد على 100',
    pointsNegative: 'لا يمكن أن تكون النقاط سالبة',
    quantityTooSmall: 'يجب ألا تقل عن 1',
    selectOfferImage: 'يرجى اختيار صورة العرض',
    offerImageTooLarge: 'يجب أن يكون الحجم أقل من أو يساوي 500 كيلوبايت',
    offerImageWrongType: 'يُسمح فقط بصور JPG أو JPEG أو PNG',
    update: 'تحديث',
    delete: 'حذف',
    offerActions: 'إجراءات {{title}}',
    retry: 'حاول مرة أخرى',
  },
} satisfies Messages;
