import { describe, expect, it } from 'vitest';
import { scheduling } from '../../mocks';
import { toPreviousVisit, toPreviousVisits } from './previous-visits';

describe('previous visits', () => {
  it('keeps the treated appointments only, latest first', () => {
    const visits = toPreviousVisits(scheduling.appointments);
    expect(visits.map((visit) => visit.id)).toEqual([
      scheduling.appointmentPriya._id,
      scheduling.appointmentMariam._id,
    ]);
  });

  it('maps an appointment with its doctor report, nurse report and lab results', () => {
    expect(toPreviousVisit(scheduling.appointmentMariam)).toEqual({
      id: 'apt-mariam-cardiology',
      from: scheduling.appointmentMariam.from,
      to: scheduling.appointmentMariam.to,
      provider: 'Ahmed Al Mansoori',
      service: scheduling.appointmentMariam.serviceId?.name,
      hospital: 'Marina Care Hospital',
      doctorReport: {
        id: 'drep-mariam-cardiology',
        treatmentType: 'Medication',
        description: 'Palpitations on exertion; ECG normal sinus rhythm. Start beta blocker, review in 4 weeks.',
        medicines: [
          { medicine: 'Bisoprolol 5 mg', dosage: 1, days: 30 },
          { medicine: 'Atorvastatin 20 mg', dosage: 1, days: 90 },
        ],
        requiresSurgery: false,
      },
      nurseReport: {
        id: 'nrep-mariam-vitals',
        height: 1.63,
        weight: 58,
        bp: '118/76',
        bt: 36.7,
        complain: 'Racing heart when climbing stairs for two weeks.',
        heartRate: 96,
        glucose: 92,
      },
      labRequest: {
        id: 'labreq-mariam-cbc',
        laboratory: 'Marina Central Laboratory',
        status: 'completed',
        completed: true,
        results: [
          {
            test: 'Complete Blood Count',
            result: 'Normal',
            range: '4.5-11.0 x10^9/L',
            report: { requestId: 'labreq-mariam-cbc', fileId: 'cbc-mariam.pdf' },
          },
          { test: 'HbA1c', result: '5.4%', range: '4.0-5.6%' },
        ],
      },
    });
  });

  it('leaves out what an appointment does not have', () => {
    const visit = toPreviousVisit({ ...scheduling.appointmentYousef, status: 'TAKEN' });
    expect(visit.doctorReport).toBeUndefined();
    expect(visit.nurseReport).toBeUndefined();
    expect(visit.labRequest).toBeUndefined();
  });
});
