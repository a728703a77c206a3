// Small valid uploads, made in code: real magic bytes, nothing else.
export const pdfBytes = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
);
/** A whole 1 × 1 PNG (file-type judges uploads by their chunks, not by the signature alone). */
export const pngBytes = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
);
export const jpegBytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1]);

export function hospitalForm(overrides: Record<string, string | Blob | undefined> = {}): FormData {
  const values: Record<string, string | Blob | undefined> = {
    name: 'Al Noor Specialist Hospital',
    type: 'HOSPITAL',
    tradeLicenseNo: '1234567',
    issueDate: '2024-01-15',
    expiryDate: '2027-01-14',
    address: 'Sheikh Zayed Road, Al Barsha 1',
    location: '[25.1124, 55.2003]',
    state: 'Dubai',
    phoneNo: '+971-50 123 4567',
    email: 'admin@alnoor.ae',
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    tradeLicenseFile: new File([pdfBytes], 'licence.pdf', { type: 'application/pdf' }),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  return form;
}

export function patientForm(overrides: Record<string, string | Blob | undefined> = {}): FormData {
  const values: Record<string, string | Blob | undefined> = {
    firstName: 'Fatima',
    lastName: 'Al Mansoori',
    email: 'fatima@example.ae',
    emiratesId: '784-1990-1234567-1',
    birthday: '1990-04-12',
    gender: 'FEMALE',
    location: 'Al Khan, Sharjah',
    phone: '+971-55 987 6543',
    password: 'Strong@123',
    confirmPassword: 'Strong@123',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== undefined) form.append(key, value);
  return form;
}
