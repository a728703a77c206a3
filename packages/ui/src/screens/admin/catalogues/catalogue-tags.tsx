import { Badge } from '../../../components/badge';
import { UserText } from '../../../components/user-text';

/** Comma-separated search tags ("heart,cardio") as badges, each once; nothing when there are none. */
export function CatalogueTags({ tags, label }: { tags: string; label: string }) {
  const list = [
    ...new Set(
      tags
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean),
    ),
  ];
  if (list.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {list.map((tag) => (
        <li key={tag}>
          <Badge variant="neutral">
            <UserText>{tag}</UserText>
          </Badge>
        </li>
      ))}
    </ul>
  );
}
