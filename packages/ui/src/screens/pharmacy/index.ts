// `@aafiya/ui/pharmacy`: the pharmacy area's screens (001 §2 "Pharmacy area", made real by #21): scanning and
// dispensing QR prescriptions, the dispensed list, the pharmacy's details and account.
export {};
