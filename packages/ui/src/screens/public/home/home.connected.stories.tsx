import { handlers } from '@aafiya/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { desktop } from '../../../stories/viewports';
import { withApi } from '../../../stories/with-api';
import { withNavigation } from '../../../stories/with-navigation';
import { DOCTOR_SEARCH_TEXT_KEY, HOSPITAL_SEARCH_TEXT_KEY } from '../search/saved-search-text';
import { preloadHomeSearch } from './home';
import { HomeScreen } from './home.connected';

const navigate = fn();

const meta = {
  title: 'Public/Home (connected)',
  component: HomeScreen,
  loaders: [() => preloadHomeSearch()],
  globals: { ...desktop },
  decorators: [withNavigation(navigate), withApi()],
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    navigate.mockClear();
    return () => {
      localStorage.removeItem(HOSPITAL_SEARCH_TEXT_KEY);
      localStorage.removeItem(DOCTOR_SEARCH_TEXT_KEY);
    };
  },
} satisfies Meta<typeof HomeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SearchHandOff: Story = {
  name: 'Empty text does nothing; a text is stored under its key and the search page opens',
  play: async ({ canvas }) => {
    // The specialities come from GET /speciality.
    await expect(await canvas.findByRole('link', { name: 'Cardiology' }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/doctor?speciality=spec-cardiology',
    );
    const box = canvas.getByRole('searchbox', { name: 'Search hospitals' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(navigate).not.toHaveBeenCalled();
    await expect(localStorage.getItem(HOSPITAL_SEARCH_TEXT_KEY)).toBeNull();
    await userEvent.type(box, 'Dubai Marina{Enter}');
    await expect(localStorage.getItem(HOSPITAL_SEARCH_TEXT_KEY)).toBe('Dubai Marina');
    await expect(localStorage.getItem(DOCTOR_SEARCH_TEXT_KEY)).toBeNull();
    await expect(navigate).toHaveBeenCalledWith('/hospitals');
  },
};
