import { describe, expect, it } from 'vitest';
import { toFormData } from '../../client/form-data';
import { services } from '../../mocks/fixtures';
import {
  type ServiceInput,
  toHospitalService,
  toServiceCreateBody,
  toServiceInput,
  toServiceUpdateBody,
} from './hospital-services';

describe('hospital service view model', () => {
  it('maps a paid service with its providers', () => {
    expect(toHospitalService(services.consultation)).toEqual({
      id: 'svc-consultation',
      name: 'Specialist Consultation',
      description: 'A 30-minute consultation with a specialist, including a follow-up message within 7 days.',
      isFree: false,
      price: 350,
      coveredByInsurance: true,
      image: '/files/services/consultation.jpg',
      doctors: [
        { id: 'doc-ahmed-mansoori', name: 'Ahmed Al Mansoori' },
        { id: 'doc-fatima-hashimi', name: 'Fatima Al Hashimi' },
      ],
      nurses: [],
      technicians: [],
    });
  });

  it('a free service has no price, whatever the answer carries', () => {
    const view = toHospitalService({ ...services.vaccination, price: 10 });
    expect(view).toMatchObject({ isFree: true, price: null });
    expect(toHospitalService({ _id: 's', name: 'Walk-in', isFree: false })).toMatchObject({
      description: '',
      price: null,
      coveredByInsurance: false,
      doctors: [],
    });
  });
});

describe('service bodies', () => {
  const input: ServiceInput = {
    isFree: false,
    coveredByInsurance: true,
    name: ' Cardiac Check-up ',
    price: 450,
    description: ' ECG and review ',
    doctors: ['doctor-1'],
    nurses: ['nurse-1', 'nurse-2'],
    technicians: [],
    image: null,
  };

  it('sends the create form as multipart parts', () => {
    const body = toServiceCreateBody(input);
    expect(body).toEqual({
      name: 'Cardiac Check-up',
      description: 'ECG and review',
      isFree: false,
      price: 450,
      isCoveredByInsurance: true,
      doctors: ['doctor-1'],
      nurses: ['nurse-1', 'nurse-2'],
      technicians: [],
    });
    const form = toFormData(body);
    expect(form.getAll('nurses')).toEqual(['nurse-1', 'nurse-2']);
    expect(form.get('isFree')).toBe('false');
    expect(form.has('technicians')).toBe(false);
  });

  it('leaves the price out of a free service and sends a chosen image', () => {
    const image = new File(['x'], 'service.jpg', { type: 'image/jpeg' });
    const body = toServiceCreateBody({ ...input, isFree: true, image });
    expect(body.price).toBeUndefined();
    expect(body.image).toBe(image);
  });

  it('sends an emptied list on update as one empty part', () => {
    const body = toServiceUpdateBody({ ...input, doctors: [] });
    expect(body.doctors).toEqual(['']);
    expect(body.technicians).toEqual(['']);
    expect(body.nurses).toEqual(['nurse-1', 'nurse-2']);
    expect(toFormData(body).getAll('doctors')).toEqual(['']);
  });

  it('gives the modal the service back', () => {
    expect(toServiceInput(toHospitalService(services.homeCare))).toEqual({
      isFree: false,
      coveredByInsurance: false,
      name: 'Home Nursing Visit',
      price: 280,
      description: 'A registered nurse visits you at home in Dubai Marina, JBR or JLT.',
      doctors: [],
      nurses: ['nurse-aisha-kaabi', 'nurse-maria-santos'],
      technicians: [],
      image: null,
    });
  });
});
