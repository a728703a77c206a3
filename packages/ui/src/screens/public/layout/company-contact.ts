/**
 * The company's contact e-mail (002, "Legal pages": "a company contact e-mail
 * is given"), shown in the footer and in the legal pages' contact sections.
 * One home, so the footer and the legal texts never disagree.
 */
export const COMPANY_EMAIL = 'info@aafiya.ae';
