import type { ComponentProps, ReactElement } from 'react';
import { isPlainClick, useNavigate } from '../../lib/navigation';

/** What the shell hands to `renderLink`: an anchor's props with a required href. */
export type AppShellLinkProps = Omit<ComponentProps<'a'>, 'href'> & { href: string };

/**
 * Renders the shell's links with the app's router (e.g. `(props) => <Link to={props.href} {...props} />`).
 * The element must forward its props (and ref) to an <a>.
 */
export type AppShellRenderLink = (props: AppShellLinkProps) => ReactElement;

export interface AppShellNavigation {
  /** Called with the href of a link the user follows (plain left click or Enter); the shell then skips the page load. */
  onNavigate?: (href: string) => void;
  /** Renders links with the app's router instead of plain anchors. */
  renderLink?: AppShellRenderLink;
}

/** A link of the shell: `renderLink` when given, else an anchor that hands plain clicks to `onNavigate` (default: the NavigationProvider's). */
export function AppShellLink({
  href,
  children,
  onNavigate,
  renderLink,
  onClick,
  ...props
}: AppShellLinkProps & AppShellNavigation) {
  const contextNavigate = useNavigate();
  if (renderLink) return renderLink({ ...props, href, children, onClick });
  const navigate = onNavigate ?? contextNavigate;
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
