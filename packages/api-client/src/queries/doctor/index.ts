// Query hooks of the doctor area and the diagnosis screen (#19), by domain.
export {};
