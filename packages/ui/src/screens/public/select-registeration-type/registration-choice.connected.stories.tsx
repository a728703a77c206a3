import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../../stories/user-event';
import { arabic } from '../../../stories/locale-globals';
import { withNavigation } from '../../../stories/with-navigation';
import { RegistrationChoiceScreen } from './registration-choice.connected';

const navigate = fn();

/** The screen as the public site places it: navigation is the app's, Back is its history. */
const meta = {
  title: 'Public/Select Registeration Type (connected)',
  component: RegistrationChoiceScreen,
  args: { onBack: fn() },
  decorators: [withNavigation(navigate)],
  parameters: { layout: 'centered' },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof RegistrationChoiceScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Patient' }));
    await expect(navigate).toHaveBeenCalledWith('/register-patient');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

export const Arabic: Story = {
  globals: arabic,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'عيادة/مستشفى' }));
    await expect(navigate).toHaveBeenCalledWith('/register-hospital');
  },
};
