import { type FixtureLists, fixtureLists } from './fixtures';
import { genders, insuranceLookups, languages } from './fixtures/catalogues';
import { allPcrTestSlots, pcrTestSlots, pcrVaccinationSlots } from './fixtures/scheduling';

/**
 * Lists an operation answers with instead of its entity's default list. The
 * answers are built from the schema an operation returns, and every
 * `GET /lookups/…` returns `Lookup[]`, whose default list is the countries:
 * these give genders, languages and insurances their own.
 */
const overrides: Readonly<Record<string, FixtureLists>> = {
  listLookupGenders: { Lookup: genders },
  listLookupLanguages: { Lookup: languages },
  listLookupInsurances: { Lookup: insuranceLookups },
  listPcrTestSlots: { PcrSlot: pcrTestSlots },
  listPcrVaccinationSlots: { PcrSlot: pcrVaccinationSlots },
  listAllPcrTestSlots: { PcrSlot: allPcrTestSlots },
  getPcrFinanceStatistics: { PcrSlot: allPcrTestSlots },
};

/** The fixture lists an operation's default answer draws from. */
export function fixtureListsFor(operationId: string): FixtureLists {
  const override = overrides[operationId];
  return override ? { ...fixtureLists, ...override } : fixtureLists;
}
