import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

/** Hospital profile (spec 000 §3): three tabs, the default is Account. */
const hospitalProfile = [
  { value: 'profile', label: 'Hospital Profile', body: 'Name, rating, opening hours and gallery.' },
  { value: 'account', label: 'Account', body: 'Name, trade license number, address, email and phone.' },
  { value: 'location', label: 'Location', body: 'Map with the hospital marker.' },
];

const meta = {
  title: 'Primitives/Tabs',
  component: Tabs,
  args: { defaultValue: 'account', onValueChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['line', 'pill'] },
    orientation: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
  render: (args) => (
    <Tabs {...args} className="w-96">
      <TabsList aria-label="Hospital profile">
        {hospitalProfile.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {hospitalProfile.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          {tab.body}
        </TabsContent>
      ))}
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {
  play: async ({ args, canvas }) => {
    const account = canvas.getByRole('tab', { name: 'Account' });
    await expect(account).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Account' })).toHaveTextContent(/trade license number/);
    // Mouse.
    await userEvent.click(canvas.getByRole('tab', { name: 'Location' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('location');
    await expect(canvas.getByRole('tabpanel', { name: 'Location' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Account' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Location' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('location');
    // Arrows wrap round; Home and End jump to the ends.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Hospital Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Location' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Hospital Profile' })).toHaveAttribute('aria-selected', 'true');
    // Tab moves from the tab list into the active panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Hospital Profile' })).toHaveFocus();
  },
};

export const Pill: Story = {
  args: { variant: 'pill', defaultValue: 'doctors' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="My team">
        <TabsTrigger value="doctors">My Doctors</TabsTrigger>
        <TabsTrigger value="nurses">My Nurses/Technicians</TabsTrigger>
        <TabsTrigger value="labs">My Labs</TabsTrigger>
      </TabsList>
      <TabsContent value="doctors">Doctor cards</TabsContent>
      <TabsContent value="nurses">Nurse cards</TabsContent>
      <TabsContent value="labs">Laboratory cards</TabsContent>
    </Tabs>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'My Labs' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Laboratory cards');
  },
};

export const DisabledTab: Story = {
  args: { defaultValue: 'profile' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Doctor">
        <TabsTrigger value="profile">Doctor Profile</TabsTrigger>
        <TabsTrigger value="schedule" disabled>
          Schedule
        </TabsTrigger>
      </TabsList>
      <TabsContent value="profile">Speciality, experience, description</TabsContent>
      <TabsContent value="schedule">Month calendar</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Schedule' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Schedule' }), { pointerEventsCheck: 0 });
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Vertical: Story = {
  args: { orientation: 'vertical', variant: 'pill' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Account' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('tab', { name: 'Location' })).toHaveFocus();
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { defaultValue: 'profile' },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="الطبيب">
        <TabsTrigger value="profile">ملف الطبيب</TabsTrigger>
        <TabsTrigger value="schedule">الجدول</TabsTrigger>
      </TabsList>
      <TabsContent value="profile">التخصص والخبرة والوصف</TabsContent>
      <TabsContent value="schedule">تقويم شهري للمواعيد</TabsContent>
    </Tabs>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const profile = canvas.getByRole('tab', { name: 'ملف الطبيب' });
    const schedule = canvas.getByRole('tab', { name: 'الجدول' });
    // Right to left: the first tab is on the right, and ArrowLeft moves to the next one.
    await expect(profile.getBoundingClientRect().left).toBeGreaterThan(schedule.getBoundingClientRect().left);
    await userEvent.tab();
    await expect(profile).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(schedule).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('schedule');
    await userEvent.keyboard('{ArrowRight}');
    await expect(profile).toHaveFocus();
  },
};
