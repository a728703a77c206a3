import { auth, hospitals, mockOperation, handlers } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { requestLog } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { desktop } from '../../../stories/viewports';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { HOSPITAL_SEARCH_TEXT_KEY } from '../search/saved-search-text';
import { SearchHarness } from '../search/search-harness';
import { insuranceLookups } from '../search/search.story-fixtures';
import { HospitalSearchScreen } from './hospital-search.connected';
import { emptyHospitalSearch, type HospitalSearchState } from './hospital-search-state';

const asked = requestLog('post', '/hospitals/filter');
const onChange = fn();

const meta = {
  title: 'Public/Hospital search (connected)',
  component: HospitalSearchScreen,
  args: { state: emptyHospitalSearch, onStateChange: onChange },
  render: () => (
    <SearchHarness<HospitalSearchState>
      initial={emptyHospitalSearch}
      onChange={onChange}
      screen={(state, onStateChange) => <HospitalSearchScreen state={state} onStateChange={onStateChange} />}
    />
  ),
  globals: { ...desktop },
  decorators: [
    withNavigation(fn()),
    // Signed in as Mariam, whose insurance is Sukoon.
    withApi({ storage: { token: 'story-token', role: 'PATIENT', user: JSON.stringify(auth.patientUser) } }),
  ],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        asked.handler,
        mockOperation('post', '/hospitals/filter', {
          data: hospitals.hospitals,
          paging: { pageNumber: 0, numberOfPages: 1, totalItems: 3 },
        }),
        mockOperation('get', '/lookups/insurances', { data: insuranceLookups }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    asked.clear();
    onChange.mockClear();
    // The home page's search block left a text for this page.
    localStorage.setItem(HOSPITAL_SEARCH_TEXT_KEY, 'Marina');
    return () => {
      localStorage.removeItem(HOSPITAL_SEARCH_TEXT_KEY);
    };
  },
} satisfies Meta<typeof HospitalSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Answers go through the envelope and MSW: leave them time on a busy machine. */
const slow = { timeout: 5000 };

export const SavedTextAndFilters: Story = {
  name: 'The saved text is run and cleared; a checkbox re-runs the filter with its ids',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('3 hospitals', {}, slow)).toBeVisible();
    // The stored text went into the address (replacing it) and was cleared.
    await expect(onChange).toHaveBeenCalledWith({ ...emptyHospitalSearch, text: 'Marina' }, { replace: true });
    await expect(localStorage.getItem(HOSPITAL_SEARCH_TEXT_KEY)).toBeNull();
    await waitFor(() => expect(asked.bodies.at(-1)).toMatchObject({ text: 'Marina' }));
    await expect(asked.urls.at(-1)?.searchParams.get('page')).toBe('0');
    // Mariam holds Sukoon: Marina Care takes it, Al Reem does not.
    await expect(canvas.getByRole('listitem', { name: 'Marina Care Hospital' })).toHaveAttribute(
      'data-shares-insurance',
      'true',
    );
    await expect(canvas.getByRole('listitem', { name: 'Al Reem Specialty Clinic' })).not.toHaveAttribute(
      'data-shares-insurance',
    );
    const insurance = within(await canvas.findByRole('group', { name: 'Insurance' }, slow));
    await userEvent.click(insurance.getByRole('checkbox', { name: 'Daman' }));
    await waitFor(() =>
      expect(asked.bodies.at(-1)).toEqual({
        text: 'Marina',
        hospitalTypes: [],
        checkedInsurances: ['ins-daman'],
        checkedSpecialities: [],
        checkedAddons: [],
      }),
    );
  },
};
