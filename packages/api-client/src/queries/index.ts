// Query hooks on TanStack Query, grouped by area like the UI's screens and the API's
// domains: public/ (sign-in, registration), hospital/, doctor/ (#19), nurse/ and receptionist/ (#20), laboratory/ and pharmacy/ (#21), admin/ (#22), vendor/ (#23), and shared/ for what
// several areas use. Each maps API answers into view models, so screens never see
// raw API shapes. Areas grow here with their issues.
export * from './hospital';
export * from './public';
export * from './shared';
export * from './doctor';
export * from './nurse';
export * from './receptionist';
export * from './laboratory';
export * from './pharmacy';
export * from './admin';
export * from './vendor';
export * from './patient';
