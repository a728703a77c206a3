import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { libraryConfig } from '../../vite.library.ts';

// dist/index.js (everything), one entry per screen area (dist/public.js,
// dist/hospital.js, dist/shared.js, dist/doctor.js, dist/clinical.js, dist/nurse.js, dist/receptionist.js, dist/laboratory.js, dist/pharmacy.js, dist/admin.js, dist/vendor.js: `@aafiya/ui/<area>`), the code they share in
// chunks, and dist/styles.css (Tailwind compiled from the classes the components
// use, with the token theme).
export default defineConfig(
  libraryConfig({
    entry: {
      index: new URL('./src/build-entry.ts', import.meta.url),
      public: new URL('./src/screens/public/index.ts', import.meta.url),
      hospital: new URL('./src/screens/hospital/index.ts', import.meta.url),
      shared: new URL('./src/screens/shared/index.ts', import.meta.url),
      doctor: new URL('./src/screens/doctor/index.ts', import.meta.url),
      clinical: new URL('./src/screens/clinical/index.ts', import.meta.url),
      nurse: new URL('./src/screens/nurse/index.ts', import.meta.url),
      receptionist: new URL('./src/screens/receptionist/index.ts', import.meta.url),
      laboratory: new URL('./src/screens/laboratory/index.ts', import.meta.url),
      pharmacy: new URL('./src/screens/pharmacy/index.ts', import.meta.url),
      admin: new URL('./src/screens/admin/index.ts', import.meta.url),
      vendor: new URL('./src/screens/vendor/index.ts', import.meta.url),
    },
    plugins: [react(), tailwindcss()],
    cssFileName: 'styles',
    bundle: ['rrule', 'tslib'],
  }),
);
