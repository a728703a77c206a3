// The pharmacy area (#21): scanning and dispensing QR prescriptions, the dispensed list, the pharmacy's account.
export {};
