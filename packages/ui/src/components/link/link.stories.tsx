import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn } from 'storybook/test';
import { userEvent } from '../../stories/user-event';
import { arabic } from '../../stories/locale-globals';
import { Link } from './link';

const navigate = fn();

/** Stands in for a router's link: renders an anchor and navigates on click without reloading. */
function RouterLink({ to, children, onClick, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return (
    <a
      href={to}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '#forget-password', children: 'Forgot Password' },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'muted'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Forgot Password' });
    await expect(link).toHaveAttribute('data-slot', 'link');
    await expect(link).not.toHaveAttribute('target');
    await expect(link).not.toHaveAttribute('rel');
    // Keyboard: reachable with Tab.
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Muted: Story = { args: { variant: 'muted', href: '#terms-of-use', children: 'Terms of Use' } };

export const EmailAndPhone: Story = {
  render: () => (
    <div className="flex flex-col gap-2">
      <Link href="mailto:sara.ahmed@example.com">sara.ahmed@example.com</Link>
      <Link href="tel:+971501234567">+971-50 123 4567</Link>
    </div>
  ),
  play: async ({ canvas }) => {
    const email = canvas.getByRole('link', { name: 'sara.ahmed@example.com' });
    await expect(email).toHaveAttribute('href', 'mailto:sara.ahmed@example.com');
    await expect(email).not.toHaveAttribute('target');
    await expect(canvas.getByRole('link', { name: '+971-50 123 4567' })).toHaveAttribute('href', 'tel:+971501234567');
  },
};

export const External: Story = {
  args: { href: 'https://www.google.com/maps/dir/?api=1&destination=25.2,55.27', children: 'Get directions' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Get directions (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ExternalKeepsRel: Story = {
  args: { href: '/legal/privacy-policy.pdf', external: true, rel: 'nofollow', children: 'Privacy Policy' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Privacy Policy (opens in a new tab)' });
    await expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
  },
};

export const RouterLinkAsChild: Story = {
  render: () => (
    <Link asChild>
      <RouterLink to="/hospital/doctors">Doctors</RouterLink>
    </Link>
  ),
  play: async ({ canvas }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Doctors' });
    await expect(link).toHaveAttribute('data-slot', 'link');
    await expect(link).toHaveAttribute('href', '/hospital/doctors');
    await expect(link).toHaveClass('text-primary-700');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/hospital/doctors');
    // Keyboard: Enter follows the link too.
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledTimes(2);
  },
};

export const Arabic: Story = {
  globals: arabic,
  render: () => (
    <div className="flex items-center gap-4">
      <Link href="#forget-password">نسيت كلمة المرور</Link>
      <Link href="https://www.google.com/maps">الاتجاهات</Link>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.closest('[dir]')).toHaveAttribute('dir', 'rtl');
    const forgot = canvas.getByRole('link', { name: 'نسيت كلمة المرور' });
    const external = canvas.getByRole('link', { name: 'الاتجاهات (يفتح في علامة تبويب جديدة)' });
    await expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    // Right to left: the first link in the source sits to the right.
    await expect(forgot.getBoundingClientRect().left).toBeGreaterThan(external.getBoundingClientRect().left);
  },
};
