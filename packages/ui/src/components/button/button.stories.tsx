import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Button } from './button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Book appointment', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book appointment' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    // Keyboard: focus with Tab, activate with Enter and Space.
    button.blur();
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(3);
    await expect(button).toHaveAttribute('type', 'button');
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };

export const Danger: Story = { args: { variant: 'danger', children: 'Delete' } };

export const Ghost: Story = { args: { variant: 'ghost', children: 'Back' } };

export const LinkStyle: Story = { args: { variant: 'link', children: 'Forgot Password' } };

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const heights = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 40, 48]);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Book appointment' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { asChild: true, children: <a href="#register">Register</a> },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Register' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).not.toHaveAttribute('type');
  },
};

export const SubmitInForm: Story = {
  args: { type: 'submit', children: 'Login' },
  render: (args) => (
    <form
      aria-label="Sign in"
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = 'true';
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await expect(canvas.getByRole('form', { name: 'Sign in' })).toHaveAttribute('data-submitted', 'true');
  },
};

export const Arabic: Story = {
  globals: arabic,
  args: { children: 'احجز موعدًا' },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Button {...args} />
      <Button variant="secondary">إلغاء</Button>
    </div>
  ),
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const [primary, secondary] = [
      canvas.getByRole('button', { name: 'احجز موعدًا' }),
      canvas.getByRole('button', { name: 'إلغاء' }),
    ];
    // Right to left: the first button in the source sits to the right of the second.
    await expect(primary.getBoundingClientRect().left).toBeGreaterThan(secondary.getBoundingClientRect().left);
    await userEvent.click(primary);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
