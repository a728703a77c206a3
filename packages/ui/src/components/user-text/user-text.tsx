import type { ComponentProps } from 'react';

/**
 * Text a person typed or the database holds (a name, a title, a description,
 * an address, a service a hospital named): isolated from the page's direction
 * with <bdi>, so English inside an Arabic page (and Arabic inside an English
 * one) keeps its own order: "Consultant in Cardiology." ends with its full
 * stop, not starts with it. Phrasing content; use it inside headings, cells,
 * <dd> and paragraphs.
 */
export function UserText(props: ComponentProps<'bdi'>) {
  return <bdi data-slot="user-text" {...props} />;
}
