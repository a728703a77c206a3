import { UserText } from '../../../components/user-text';
import { cutText } from './cut-text';

/**
 * Text of the records, cut at 30 characters with an ellipsis (001 §2); when
 * cut, the whole text is its tooltip and what screen readers read.
 */
export function CutText({ text }: { text: string }) {
  const cut = cutText(text);
  if (cut === text) return <UserText>{text}</UserText>;
  return (
    <UserText title={text}>
      <span aria-hidden="true">{cut}</span>
      <span className="sr-only">{text}</span>
    </UserText>
  );
}
