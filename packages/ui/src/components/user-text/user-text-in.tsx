import { UserText } from './user-text';

/** Stands in for the value while the sentence is translated; a private-use character no text holds. */
const PLACEHOLDER = '\uE000';

export interface UserTextInProps {
  /** The translated sentence around the value: `(name) => t('welcome', { name })`. */
  text: (placeholder: string) => string;
  /** What someone typed (a name), isolated inside the sentence. */
  value: string;
}

/**
 * A translated sentence with a value someone typed inside it ("Welcome,
 * {{name}}", "Mr/Mrs. {{name}}"): the sentence reads in the page's
 * direction and the value keeps its own, isolated as UserText.
 */
export function UserTextIn({ text, value }: UserTextInProps) {
  const [before = '', ...rest] = text(PLACEHOLDER).split(PLACEHOLDER);
  if (rest.length === 0) return before;
  return (
    <>
      {before}
      <UserText>{value}</UserText>
      {rest.join(value)}
    </>
  );
}
