// Verifiable papers (#19): signed references and the address printed on a paper.
export { PaperReferences, paperKinds, type PaperKind } from './paper-references';
export { verifyAddress } from './verify-address';
