import { Fragment } from 'react';
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from '../../../components/breadcrumb';
import { UserText } from '../../../components/user-text';
import { useLinkClick } from '../../../lib/navigation';

export interface PageTrailProps {
  /** The pages above, e.g. Home (/) and Hospitals (/hospitals). */
  links: readonly { label: string; href: string }[];
  /** The page itself (a hospital's or doctor's name). */
  current: string;
}

function TrailLink({ label, href }: { label: string; href: string }) {
  return (
    <BreadcrumbLink href={href} onClick={useLinkClick(href)}>
      {label}
    </BreadcrumbLink>
  );
}

/** The breadcrumb of a public detail page (002: home, hospital, name), through the app's navigation. */
export function PageTrail({ links, current }: PageTrailProps) {
  return (
    <Breadcrumb>
      <BreadcrumbList>
        {links.map((link) => (
          <Fragment key={link.href}>
            <BreadcrumbItem>
              <TrailLink {...link} />
            </BreadcrumbItem>
            <BreadcrumbSeparator />
          </Fragment>
        ))}
        <BreadcrumbItem>
          <BreadcrumbPage>
            <UserText>{current}</UserText>
          </BreadcrumbPage>
        </BreadcrumbItem>
      </BreadcrumbList>
    </Breadcrumb>
  );
}
