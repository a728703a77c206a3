import { GetQuoteScreen } from '@aafiya/ui/public';

/** /get-qoute (002's spelling): the get-a-quote page and its modal (open to guests too). */
export default function GetQuotePage() {
  return <GetQuoteScreen />;
}
