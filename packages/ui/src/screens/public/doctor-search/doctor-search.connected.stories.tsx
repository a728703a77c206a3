import { handlers, mockOperation } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { requestLog } from '../../../stories/mock-requests';
import { userEvent } from '../../../stories/user-event';
import { desktop } from '../../../stories/viewports';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { BOOKING_HANDOFF_KEY, readBookingHandoff } from '../booking/booking-handoff';
import { SearchHarness } from '../search/search-harness';
import { doctorRecords } from '../search/search.story-fixtures';
import { DoctorSearchScreen } from './doctor-search.connected';
import { type DoctorSearchState, emptyDoctorSearch } from './doctor-search-state';

const asked = requestLog('post', '/doctors/filter');
const onChange = fn();
const navigate = fn();
/** As the home page's speciality finder opens it. */
const initial: DoctorSearchState = { ...emptyDoctorSearch, specialities: ['spec-dermatology'] };

const meta = {
  title: 'Public/Doctor search (connected)',
  component: DoctorSearchScreen,
  args: { state: initial, onStateChange: onChange },
  render: () => (
    <SearchHarness<DoctorSearchState>
      initial={initial}
      onChange={onChange}
      screen={(state, onStateChange) => <DoctorSearchScreen state={state} onStateChange={onStateChange} />}
    />
  ),
  globals: { ...desktop },
  decorators: [withNavigation(navigate), withApi()],
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        asked.handler,
        mockOperation('post', '/doctors/filter', {
          data: doctorRecords,
          paging: { pageNumber: 0, numberOfPages: 1, totalItems: 4 },
        }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    asked.clear();
    onChange.mockClear();
    navigate.mockClear();
    return () => {
      localStorage.removeItem(BOOKING_HANDOFF_KEY);
    };
  },
} satisfies Meta<typeof DoctorSearchScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const slow = { timeout: 5000 };

export const FilterAndBook: Story = {
  name: 'A checkbox re-runs the filter with its ids; book appointment keeps the hand-off',
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('4 doctors', {}, slow)).toBeVisible();
    await expect(asked.bodies[0]).toMatchObject({ checkedSpecialities: ['spec-dermatology'] });
    const gender = within(await canvas.findByRole('group', { name: 'Gender' }, slow));
    await userEvent.click(gender.getByRole('checkbox', { name: 'Female' }));
    await waitFor(() =>
      expect(asked.bodies.at(-1)).toEqual({
        hospitalTypes: [],
        checkedSpecialities: ['spec-dermatology'],
        checkedLanguages: [],
        checkedNationalities: [],
        checkedGenders: ['gender-female'],
      }),
    );
    const ahmed = within(await canvas.findByRole('listitem', { name: 'Dr. Ahmed Al Mansoori' }, slow));
    await userEvent.click(ahmed.getByRole('button', { name: 'book appointment with Dr. Ahmed Al Mansoori' }));
    await expect(navigate).toHaveBeenCalledWith('/book-appointment');
    await expect(readBookingHandoff()).toEqual({
      kind: 'doctor',
      provider: { id: 'doc-ahmed-mansoori', role: 'DOCTOR', name: 'Ahmed Al Mansoori' },
      hospitalId: 'hsp-marina-care',
      hospitalName: 'Marina Care Hospital',
      fromHospitalPage: false,
    });
  },
};
