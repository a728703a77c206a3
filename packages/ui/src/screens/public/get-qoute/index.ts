export { GetQuoteScreen } from './get-quote.connected';
export { GetQuoteView, type GetQuoteViewProps } from './get-quote';
export { QuoteRequestDialog, type QuoteRequestDialogProps } from './quote-request-dialog';
export { quoteRequestSchema, type QuoteRequestValues } from './quote-request.schema';
