// The nurse area's hooks (#20): nurse reports, the nurse's patients and vitals, her slots.
export {};
