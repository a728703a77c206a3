// The demo hospitals: three in three emirates (one a clinic, one with PCR on),
// their staff, services and offers. The first is hospital@demo.ae's.
import { alKhan } from './al-khan';
import { alNoor } from './al-noor';
import { reem } from './reem-clinic';
import type { DemoHospital } from './types';

export type { DemoHospital } from './types';
export const demoHospitals: DemoHospital[] = [alNoor, reem, alKhan];
