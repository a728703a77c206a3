// The receptionist area's hooks (#20): the receptionist's own record and hospital.
export {};
