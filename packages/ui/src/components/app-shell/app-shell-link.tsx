import type { ComponentProps, MouseEvent, ReactElement } from 'react';

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

function isPlainClick(event: MouseEvent<HTMLAnchorElement>) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** A link of the shell: `renderLink` when given, else an anchor that reports plain clicks to `onNavigate`. */
export function AppShellLink({
  href,
  children,
  onNavigate,
  renderLink,
  onClick,
  ...props
}: AppShellLinkProps & AppShellNavigation) {
  if (renderLink) return renderLink({ ...props, href, children, onClick });
  return (
    <a
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!onNavigate || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}
