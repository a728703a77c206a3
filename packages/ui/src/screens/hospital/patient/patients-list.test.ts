import { toPatientCard } from '@aafiya/api-client';
import { patients } from '@aafiya/api-client/mocks';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n';

describe('patient card name', () => {
  it('reads "Mr/Mrs." and the first and last name (000 §2.5, Patient list)', () => {
    const i18n = createI18n('en');
    const { name } = toPatientCard(patients.patientYousef);
    expect(i18n.t('hospital:honorificName', { name })).toBe('Mr/Mrs. Yousef Al Hammadi');
  });

  it('keeps the name as entered in Arabic, after the Arabic title', async () => {
    const i18n = createI18n('ar');
    await i18n.changeLanguage('ar');
    const { name } = toPatientCard(patients.patientMariam);
    expect(i18n.t('hospital:honorificName', { name })).toBe('السيد/السيدة مريم الكعبي');
  });
});
