export { PrivacyPolicyScreen, type PrivacyPolicyScreenProps } from './privacy-policy';
export { TermsOfUseScreen, type TermsOfUseScreenProps } from './terms-of-use';
