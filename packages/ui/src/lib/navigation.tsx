import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

/** Moves the app to an in-product path (the role app decides: router push, or a full load for another site). */
export type Navigate = (href: string) => void;

const NavigationContext = createContext<Navigate | null>(null);

export interface NavigationProviderProps {
  navigate: Navigate;
  children?: ReactNode;
}

/**
 * Gives screens and links the app's navigation, so no component in this
 * package imports a router. Without a provider, links are plain page loads.
 */
export function NavigationProvider({ navigate, children }: NavigationProviderProps) {
  return <NavigationContext value={navigate}>{children}</NavigationContext>;
}

function assignLocation(href: string) {
  if (typeof window !== 'undefined') window.location.assign(href);
}

/** The nearest provider's navigation; a full page load without one. */
export function useNavigate(): Navigate {
  return useContext(NavigationContext) ?? assignLocation;
}

/** Whether a click should be left to the browser (new tab, download, modified click). */
export function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey &&
    !event.currentTarget.target
  );
}

/**
 * An anchor's onClick that hands plain clicks on in-product paths to the
 * provider's navigation. Without a provider the browser follows the link.
 */
export function useLinkClick(href: string | undefined, onClick?: (event: MouseEvent<HTMLAnchorElement>) => void) {
  const navigate = useContext(NavigationContext);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !href || event.defaultPrevented || !isPlainClick(event) || !href.startsWith('/')) return;
    event.preventDefault();
    navigate(href);
  };
}
